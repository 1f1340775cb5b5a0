// Notifications arrive with the backend's title and body (in Spanish) and, in `data`, their kind and the facts
// they were written from. The bell words the kinds it knows in the user's language (notifications.json `kinds`,
// the Spanish ones the backend's own texts); a kind it does not know, or one without its facts (written before
// the backend kept them, or by another backend), keeps the backend's texts.
import { allFacts, textFact as text, wholeFact as whole } from '../i18n/fact-values';
import type { ClientNotification } from './notification-list';

type Facts = Record<string, unknown>;
type Values = Record<string, string>;
/** A translator of `notifications.kinds`. */
export type KindTranslator = (key: string, values: Values) => string;

/** The booking's id and its reference in parentheses when it has one, as the backend writes them. */
function booking(facts: Facts, more: Record<string, string | undefined> = {}): Values | null {
  const reference = text(facts.reference);
  return allFacts({ booking: whole(facts.booking_id), reference: reference === undefined ? undefined : reference && ` (${reference})`, ...more });
}

const valuesOf: Record<string, (facts: Facts) => Values | null> = {
  parcel_deposited: (f) => booking(f, { location: text(f.location) }),
  parcel_collected: (f) => booking(f),
  parcel_expiring: (f) => booking(f, { hours: whole(f.hours_left) }),
  parcel_expired: (f) => booking(f),
  code_lapsed: (f) => booking(f),
  credits_applied: (f) => allFacts({ credits: whole(f.credits) }),
  receipt_confirmed: (f) => allFacts({ receipt: whole(f.receipt_id), credits: whole(f.credits) }),
};

export function inUserLanguage(notification: ClientNotification, t: KindTranslator): ClientNotification {
  const kind = notification.data.kind;
  const values = typeof kind === 'string' && Object.hasOwn(valuesOf, kind) ? valuesOf[kind]!(notification.data) : null;
  return values ? { ...notification, title: t(`${kind}.title`, values), body: t(`${kind}.body`, values) } : notification;
}
