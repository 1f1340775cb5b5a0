// What each outbox message becomes on WhatsApp. Business-initiated WhatsApp messages must use a template approved
// in the WhatsApp Manager, so the text lives there and we send only its name and the values of its {{n}} slots
// (docs/configuration.md lists the templates to create). Meta refuses slot values with line breaks, tabs or more
// than four spaces in a row, hence `slot`.
import { pickupNoticeTemplate, renderMessage } from '@/backend/modules/mail/render-message';
import type { OutboxRow } from '@/backend/modules/mail/deliver-outbox';
import { messageDate } from '@/common/business-time';

/** The template name on Meta's side: ours with underscores (Meta allows lowercase letters, digits and "_"). */
export const whatsappTemplateName = (template: string) => template.toLowerCase().replace(/[^a-z0-9_]/g, '_');

const slot = (value: unknown) =>
  String(value ?? '')
    .replace(/\s*[\r\n\t]+\s*/g, ' · ')
    .replace(/ {4,}/g, ' ')
    .trim() || '-';


/**
 * The body slots, in order. The pickup notice: {{1}} reference, {{2}} locker and address, {{3}} pickup code,
 * {{4}} deadline. Any other message: {{1}} its whole text on one line, so a new kind of notice reaches WhatsApp
 * once its template exists, without code here.
 */
export function templateParameters(row: Pick<OutboxRow, 'template' | 'payload' | 'subject' | 'body'>): string[] {
  if (row.template === pickupNoticeTemplate) {
    const p = row.payload;
    const place = [p.location, p.address].filter((part) => part != null && part !== '').join(', ');
    return [slot(p.reference), slot(place), slot(p.pickup_code), slot(messageDate(p.expiration_date))];
  }
  return [slot(renderMessage(row).body)];
}

/** Numbers saved without a country (a resident's phone) are Uruguayan, the country the product serves. */
const homeCountryCode = '598';

/**
 * The number as the Cloud API wants it: digits only, country code first, without the national trunk 0 that
 * Uruguayan and Argentinian numbers are written with ("+598 099 123 456" → "59899123456", "099 555 123" → "59899555123").
 */
export function whatsappNumber(recipient: string): string {
  const match = /^\s*\+(\d+)\s+(.*)$/.exec(recipient);
  if (match) return match[1]! + match[2]!.replace(/\D/g, '').replace(/^0+/, '');
  if (recipient.trim().startsWith('+')) return recipient.replace(/\D/g, '');
  return homeCountryCode + recipient.replace(/\D/g, '').replace(/^0+/, '');
}
