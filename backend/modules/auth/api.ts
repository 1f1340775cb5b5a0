// Registry entries of sign-in and the session under /auth (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import { messageReply } from '@/contract/account';
import { credentialsLogin, csrfReply, loginReply, meReply, tokenLogin } from '@/contract/auth';

const tag = 'Sign-in';

export const authApi = {
  login: apiRoute({
    method: 'post', path: '/auth/login', tag, body: z.union([credentialsLogin, tokenLogin]), reply: loginReply, errors: [429],
    summary: 'E-mail and password (or a ready token, to check it) → a bearer token for `Authorization: Bearer <token>`. Wrong credentials → 401.',
  }),
  csrfToken: apiRoute({
    method: 'get', path: '/auth/sanctum/csrf-token', tag, reply: csrfReply,
    summary: 'A random csrf_token for clients written against the older API; bearer tokens need none.',
  }),
  logout: apiRoute({ method: 'post', path: '/auth/logout', tag, reply: messageReply, summary: 'Revokes the token the request came with.' }),
  me: apiRoute({ method: 'get', path: '/auth/me', tag, reply: meReply, summary: 'The signed-in back-office user with permissions and tenant configuration.' }),
};
