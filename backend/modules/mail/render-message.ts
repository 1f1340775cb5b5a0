// Subject and body of an outbox row: stored when queued (account e-mails), or rendered from the template and
// payload (pickup-code notices, queued by the bookings module as data only).
import type { messageOutbox } from '@/backend/db/schema';
import { messageDate } from '@/common/business-time';

/** The notice a client gets when the parcel is in the locker; its body holds the pickup code. */
export const pickupNoticeTemplate = 'pickup-code';

/** The confirmation code a recipient who lost the pickup code asks for at the locker (locker-device/lost-code.ts). */
export const lostCodeTemplate = 'lost-code';

/** The notice a client gets when the pickup code expires: they still have the collection window to collect. */
export const collectionWindowTemplate = 'collection-window';

type OutboxRow = Pick<typeof messageOutbox.$inferSelect, 'template' | 'payload' | 'subject' | 'body'>;

const text = (value: unknown) => (value == null ? '' : String(value));

function renderPickupCode(payload: Record<string, unknown>) {
  const where = [text(payload.location), text(payload.address)].filter(Boolean).join(', ');
  return {
    // The code stays out of the subject: subjects show on lock screens and in the outbox list.
    subject: 'Tu paquete está en el locker',
    body: `Tu paquete "${text(payload.reference)}" ya está en el locker ${where}.\n\nCódigo de retiro: ${text(payload.pickup_code)}\nRetiralo antes de: ${text(payload.expiration_date)}\n\nIngresá el código y los últimos 4 dígitos de tu documento.`,
  };
}


function renderCollectionWindow(payload: Record<string, unknown>) {
  const where = [text(payload.location), text(payload.address)].filter(Boolean).join(', ');
  return {
    subject: 'Venció el plazo para retirar tu paquete',
    body: `El plazo para retirar tu paquete "${text(payload.reference)}" del locker ${where} venció.\n\nTodavía podés retirarlo con el mismo código hasta el ${messageDate(payload.collect_until)}. Después, el paquete queda retenido hasta que quien te lo envió extienda el plazo.`,
  };
}

export function renderMessage(row: OutboxRow): { subject: string; body: string } {
  if (row.subject !== null && row.body !== null) return { subject: row.subject, body: row.body };
  if (row.template === pickupNoticeTemplate) return renderPickupCode(row.payload);
  if (row.template === collectionWindowTemplate) return renderCollectionWindow(row.payload);
  return { subject: row.subject ?? row.template, body: row.body ?? JSON.stringify(row.payload) };
}
