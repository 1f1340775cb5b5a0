// Ledger movements arrive with the backend's description (in Spanish) and, in `details`, the facts it was
// written from. The statement, the dashboard and a booking's page word the kinds they know in the user's language
// (billing.json `movementTexts`, the Spanish ones the backend's own, sizes named as on the list, credits written as
// lib/format writes a count); a kind they do not know (a manual adjustment), or a movement without its facts
// (another backend), keeps its description.
import type { BillingMovement } from '@/contract/billing';
import type { Formatter } from '../format/format';
import type { ReferenceNames } from '../bookings/reference-names';
import { allFacts, textFact, wholeFact as whole } from '../i18n/fact-values';

export type Movement = Pick<BillingMovement, 'kind' | 'booking_id' | 'charge' | 'description' | 'details'>;
type Values = Record<string, string>;
/** A translator of `billing.movementTexts`. */
export type MovementTranslator = (key: string, values?: Values) => string;

/** Ids and names in a description are never empty. */
const text = (value: unknown) => textFact(value) || undefined;

/** The message and its values when every value is there, else null. */
function worded(key: string, values: Record<string, string | undefined> = {}): [string, Values] | null {
  const complete = allFacts(values);
  return complete && [key, complete];
}

function wording(m: Movement, details: Record<string, unknown>, names: ReferenceNames, count: Formatter['count']): [string, Values] | null {
  const booking = whole(m.booking_id);
  const credits = whole(m.charge) && count(m.charge);
  switch (m.kind) {
    case 'opening_balance':
      return worded('opening_balance');
    case 'booking_debit': {
      const sizeId = whole(details.size_id);
      return worded('booking_debit', { booking, size: sizeId && text(names.size({ id: Number(sizeId), name: '' })) });
    }
    case 'booking_refund':
      return worded('booking_refund', { booking });
    case 'lapse_fee':
      return worded('lapse_fee', { booking });
    case 'daily_fine':
      return worded('daily_fine', { booking, day: whole(details.day_number) });
    case 'recharge':
      if (details.provider === 'sandbox') return worded('recharge_sandbox', { credits });
      return details.provider === 'mercadopago' ? worded('recharge_mercadopago', { payment: text(details.payment_id), credits }) : null;
    case 'receipt_confirmation':
      return worded('receipt_confirmation', { transaction: text(details.transaction_id), receipt: whole(details.receipt_id) });
    default:
      return null;
  }
}

export function describedInUserLanguage<M extends Movement>(movement: M, t: MovementTranslator, names: ReferenceNames, count: Formatter['count']): M {
  const found = movement.details && wording(movement, movement.details, names, count);
  return found ? { ...movement, description: t(...found) } : movement;
}
