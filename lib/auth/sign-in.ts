// The API calls of a password sign-in, apart from the form (actions.ts): sign in, make sure the user may use the
// back-office (residents are refused at /auth/me, docs/domain/roles-and-permissions.md), read the locale (docs/domain/backend-calls.md; its failure is only logged). A token the session will
// not keep is revoked before the refusal is shown: a refused resident must not leave a live token behind.
// Sign-out revokes its token with the same call.
import 'server-only';
import { isServiceOperator, localeReply, loginReply, meReply } from '@/contract/auth';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-errors';

/**
 * `locale` is null when it could not be read: the sign-in still stands, in the language the browser already had.
 * `home` is where the user starts: the service operator's one daily task is the pending transfer receipts, which
 * the statement lists first for them.
 */
export async function signInWithPassword(credentials: { email: string; password: string }): Promise<{ token: string; locale: string | null; home: string }> {
  const { token } = await apiRequest('/auth/login', { method: 'POST', body: credentials, schema: loginReply });
  let home = '/';
  try {
    const me = await apiRequest('/auth/me', { query: { full: true }, token, schema: meReply });
    if (isServiceOperator(me.data.permissions)) home = '/estado-de-cuenta';
  } catch (error) {
    await revokeToken(token, 'signInWithPassword: could not revoke the token');
    throw error;
  }
  return { token, locale: await savedLocale(token), home };
}

/** The user's saved language (docs/domain/backend-calls.md); a failure to read it is logged, and never costs the user the sign-in. */
async function savedLocale(token: string): Promise<string | null> {
  try {
    return (await apiRequest('/userlocale', { token, schema: localeReply })).locale;
  } catch (error) {
    console.error('signInWithPassword: could not read the locale', error);
    return null;
  }
}

/**
 * Ends a token on the API too (sign-out, or a sign-in the session will not keep). Already dead is fine; anything
 * else is logged under `logLabel` and swallowed: the caller's own outcome is still what the user sees.
 */
export async function revokeToken(token: string, logLabel: string): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', token });
  } catch (error) {
    if (!(error instanceof ApiError && error.sessionEnded)) console.error(logLabel, error);
  }
}
