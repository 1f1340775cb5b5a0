// The outbox's senders for this deployment, from its configuration: e-mail with SMTP_URL, WhatsApp with the Cloud
// API's token and phone-number id. The scheduler delivers with them; the outbox reads which channels exist from them.
import type { BackendConfig } from '@/backend/config';
import { cloudApiSender } from '@/backend/modules/whatsapp/cloud-api-sender';
import { mailSender, type OutboxSenders } from './deliver-outbox';
import { createSmtpTransport } from './smtp-transport';

export function outboxSendersFor(config: Pick<BackendConfig, 'mail' | 'whatsapp'>): OutboxSenders {
  return {
    ...(config.mail.smtpUrl ? { email: mailSender(createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from })) } : {}),
    ...(config.whatsapp ? { whatsapp: cloudApiSender(config.whatsapp) } : {}),
  };
}
