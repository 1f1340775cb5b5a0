// Which way a request came in, and whether its user may sign in that way (docs/domain/roles-and-permissions.md):
// the back-office (`web`: the BFF) needs user-login-web, the API used directly with a token (`api`) user-login-api,
// and residents, who never use the back-office, user-login-ho. Checked at sign-in and on every signed-in request,
// so taking the permission away ends the sessions of that channel at their next request.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { AppError, messages } from '@/backend/errors';
import { holds } from '@/common/permissions';
import { backofficeKeyHeader, signInRefusedMessages, type Permission, type UserType } from '@/contract/auth';

export type SignInChannel = 'web' | 'api';

interface ChannelBindings {
  /** Set by the BFF on in-process calls (lib/api-transport/in-process.ts): only code in this process can set it. */
  channel?: SignInChannel;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `web` for the BFF (in process, or over HTTP with the shared key); any other caller is `api`. */
export function channelOf(c: Context, backofficeKey: string | undefined): SignInChannel {
  if ((c.env as ChannelBindings | undefined)?.channel === 'web') return 'web';
  const given = c.req.header(backofficeKeyHeader);
  return backofficeKey && given && sameSecret(given, backofficeKey) ? 'web' : 'api';
}

export function signInPermission(type: UserType, channel: SignInChannel): Permission {
  if (type === 'Residente') return 'user-login-ho';
  return channel === 'web' ? 'user-login-web' : 'user-login-api';
}

export function maySignIn(user: { type: UserType; permissions: readonly string[] }, channel: SignInChannel): boolean {
  if (user.type === 'Residente' && channel === 'web') return false;
  return holds(user.permissions, signInPermission(user.type, channel));
}

/** 403 with the channel's own message unless the user may sign in on `channel`. */
export function assertMaySignIn(user: { type: UserType; permissions: readonly string[] }, channel: SignInChannel): void {
  // The back-office is never for residents, whatever they hold.
  if (user.type === 'Residente' && channel === 'web') throw new AppError('forbidden', messages.residentRefused);
  if (maySignIn(user, channel)) return;
  const message = user.type === 'Residente' ? signInRefusedMessages.resident : signInRefusedMessages[channel];
  throw new AppError('forbidden', message);
}
