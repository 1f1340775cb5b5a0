// Who a booking's recipient is within a tenant: the document (CI) when given, else the e-mail, else the phone's
// digits. The backfill of migration 0020 spells the same rule in SQL; a test checks they agree.
export interface ClientContact {
  email?: string | null;
  document?: string | null;
  phone_number?: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim();

/** The client's key, or null when the recipient gave nothing to be known by (no client is linked). */
export function clientKey(contact: ClientContact): string | null {
  const document = filled(contact.document);
  if (document) return `ci:${document}`;
  const email = filled(contact.email).toLowerCase();
  if (email) return `email:${email}`;
  const phoneDigits = filled(contact.phone_number).replace(/\D/g, '');
  return phoneDigits ? `tel:${phoneDigits}` : null;
}
