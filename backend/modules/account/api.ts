// Registry entries of the account routes under /auth (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import {
  acceptTermsRequest, changeEmailRequest, changePasswordRequest, forgotPasswordConfirmRequest, forgotPasswordRequest, messageReply,
  registerRequest, walkthroughRequest,
} from '@/contract/account';

const tag = 'Account';

const register = {
  tag, body: registerRequest, reply: messageReply, status: 201, errors: [409, 429],
  summary: 'A business signs up: its tenant and administrator; the credentials arrive by e-mail. Rate-limited per client.',
} as const;

export const accountApi = {
  register: apiRoute({ method: 'post', path: '/auth/register', ...register }),
  registerPublic: apiRoute({ method: 'post', path: '/auth/register/public', ...register }),
  forgotPassword: apiRoute({
    method: 'post', path: '/auth/password/forgot', tag, body: forgotPasswordRequest, reply: messageReply, errors: [429],
    summary: 'E-mails a single-use link to set a new password (valid 1 hour); the same answer whether the address has an account or not.',
  }),
  forgotPasswordConfirm: apiRoute({
    method: 'post', path: '/auth/password/forgot/confirm', tag, body: forgotPasswordConfirmRequest, reply: messageReply, errors: [412, 429],
    summary: 'Sets the password with the e-mailed link’s token.',
  }),
  acceptTerms: apiRoute({ method: 'post', path: '/auth/accept-terms', tag, body: acceptTermsRequest, reply: messageReply, summary: 'Stores the signed-in user’s acceptance of the terms.' }),
  walkthrough: apiRoute({
    method: 'post', path: '/auth/walkthrough', tag, body: walkthroughRequest,
    reply: z.object({ data: z.object({ seen_walkthrough: z.unknown() }) }),
    summary: 'Marks walkthroughs as seen by the signed-in user.',
  }),
  changeEmail: apiRoute({
    method: 'post', path: '/auth/email/reset', tag, body: changeEmailRequest, errors: [409, 412],
    reply: z.object({ message: z.string(), data: z.object({ email: z.string() }) }),
    summary: 'Changes the signed-in user’s sign-in e-mail; the current password is required.',
  }),
  changePassword: apiRoute({
    method: 'post', path: '/auth/password/reset', tag, body: changePasswordRequest, reply: messageReply, errors: [412],
    summary: 'Changes the signed-in user’s password; the user’s other sessions end.',
  }),
};
