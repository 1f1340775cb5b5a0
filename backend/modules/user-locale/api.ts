// Registry entries of /userlocale (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { localeReply } from '@/contract/auth';

const tag = 'Account';

export const userLocaleApi = {
  get: apiRoute({ method: 'get', path: '/userlocale', tag, reply: localeReply, summary: 'The signed-in user’s locale (own, else the configured one, else es-UY).' }),
  set: apiRoute({
    method: 'post', path: '/userlocale/{locale}', tag, reply: localeReply, errors: [422],
    summary: 'Stores a supported locale (es-UY, es-ES, en-EN, en-US, es-corp, es, en; other es/en variants as the language’s code) and answers it.',
  }),
};
