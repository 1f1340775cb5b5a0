// Ledger movements arrive with the backend's description (in Spanish) and, in `details`, the facts it was
// written from. The statement, the dashboard and a booking's page word the kinds they know in the user's language
// (billing.json `movementTexts`, the Spanish ones the backend's own, sizes named as on the list); a kind they do
// not know (a manual adjustment), or a movement without its facts (another backend), keeps its description.
import type { BillingMovement } from '@/contract/billing';
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

function wording(m: Movement, details: Record<string, unknown>, names: ReferenceNames): [string, Values] | null {
  const booking = whole(m.booking_id);
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
      if (details.provider === 'sandbox') return worded('recharge_sandbox', { credits: whole(m.charge) });
      return details.provider === 'mercadopago' ? worded('recharge_mercadopago', { payment: text(details.payment_id), credits: whole(m.charge) }) : null;
    case 'receipt_confirmation':
      return worded('receipt_confirmation', { transaction: text(details.transaction_id), receipt: whole(details.receipt_id) });
    default:
      return null;
  }
}

export function describedInUserLanguage<M extends Movement>(movement: M, t: MovementTranslator, names: ReferenceNames): M {
  const found = movement.details && wording(movement, movement.details, names);
  return found ? { ...movement, description: t(...found) } : movement;
}
