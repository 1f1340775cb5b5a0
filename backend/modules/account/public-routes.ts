// POST /auth/register, /auth/register/public – a business signs up (tenant + administrator)
// POST /auth/email/reset {email} – e-mails a reset link; the same answer whether the address exists or not
// POST /auth/password/reset {token, password, password_confirmation} – sets the password with that link
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { parseBody } from '@/backend/http/validation';
import { accountMessages, emailResetRequest, passwordResetRequest, registerRequest } from '@/contract/account';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset';
import { registerBusiness } from './register';

export function accountPublicRoutes({ db, publicUrl = 'http://localhost:3000' }: AppDeps) {
  const register = async (c: Context) => {
    await registerBusiness(db, await parseBody(c, registerRequest), publicUrl);
    return c.json({ message: accountMessages.registered }, 201);
  };
  return new Hono()
    .post('/register', register)
    .post('/register/public', register)
    .post('/email/reset', async (c) => {
      const { email } = await parseBody(c, emailResetRequest);
      await requestPasswordReset(db, { email, publicUrl });
      return c.json({ message: accountMessages.resetRequested });
    })
    .post('/password/reset', async (c) => {
      await resetPasswordWithToken(db, await parseBody(c, passwordResetRequest));
      return c.json({ message: accountMessages.passwordChanged });
    });
}
