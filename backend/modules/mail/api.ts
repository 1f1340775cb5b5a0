// Registry entry of /mail/outbox (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { outboxList, outboxQuery } from '@/contract/mail';

export const mailApi = {
  outbox: apiRoute({
    method: 'get', path: '/mail/outbox', tag: 'Mail', query: outboxQuery, reply: outboxList,
    summary: 'The tenant’s outbox (e-mail and WhatsApp) with each message’s delivery state, always paged; secret bodies (passwords, codes, links) replaced by a notice (user-edit).',
  }),
};
