// The API calls of a password sign-in, apart from the form (actions.ts): sign in, make sure the user may use the
// back-office (residents are refused at /auth/me, spec §6), read the locale (spec §7). A token the session will
// not keep is revoked before the refusal is shown: a refused resident must not leave a live token behind.
import 'server-only';
import { localeReply, loginReply, meReply } from '@/contract/auth';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-errors';

export async function signInWithPassword(credentials: { email: string; password: string }): Promise<{ token: string; locale: string }> {
  const { token } = await apiRequest('/auth/login', { method: 'POST', body: credentials, schema: loginReply });
  try {
    await apiRequest('/auth/me', { query: { full: true }, token, schema: meReply });
    const { locale } = await apiRequest('/userlocale', { token, schema: localeReply });
    return { token, locale };
  } catch (error) {
    await revokeToken(token);
    throw error;
  }
}

async function revokeToken(token: string): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', token });
  } catch (error) {
    // Already dead is fine; anything else is logged, and the sign-in's own refusal is still what the user sees.
    if (!(error instanceof ApiError && error.sessionEnded)) console.error('signInWithPassword: could not revoke the token', error);
  }
}
