// iron-session options, shared by the data layer (lib/session.ts) and proxy.ts.
// The secret is SESSION_SECRET, or one generated once and kept under DATA_DIR so restarts keep users signed in.
// Rotation: put the old secret in SESSION_SECRET_PREVIOUS; cookies sealed with it still open until it is removed.
// New cookies are always sealed with the current secret alone: iron-session tags a seal with its password's id,
// and ids cannot stay stable across rotations, so opening tries each secret in turn instead (openSession).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { unsealData, type SessionOptions } from 'iron-session';
import { readOrCreateFile } from '@/common/read-or-create-file';

export interface SessionData {
  token?: string;
}

/** Same lifetime as the backend token (TOKEN_TTL_HOURS, default 7 days). */
const SESSION_TTL_SECONDS = Number(process.env.TOKEN_TTL_HOURS ?? 168) * 3600;

function generatedSecret(): string {
  const file = path.join(process.env.DATA_DIR ?? '.data', 'session-secret');
  return readOrCreateFile(file, () => randomBytes(32).toString('hex')).trim();
}

/** The current secret first, then the previous one during a rotation. */
function sessionSecrets(): string[] {
  const current = process.env.SESSION_SECRET || generatedSecret();
  if (current.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  const previous = process.env.SESSION_SECRET_PREVIOUS;
  return previous ? [current, previous] : [current];
}

/** Secure cookies (and the __Host- prefix) in production, unless SESSION_COOKIE_SECURE=false (plain-HTTP intranets). */
function secureCookies(): boolean {
  if (process.env.SESSION_COOKIE_SECURE) return process.env.SESSION_COOKIE_SECURE !== 'false';
  return process.env.NODE_ENV === 'production';
}

let cached: (SessionOptions & { secrets: string[] }) | undefined;

export function sessionOptions(): SessionOptions & { secrets: string[] } {
  if (cached) return cached;
  const secure = secureCookies();
  const secrets = sessionSecrets();
  cached = {
    secrets,
    password: secrets[0]!,
    cookieName: secure ? '__Host-session' : 'session',
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, secure, sameSite: 'lax', path: '/' },
  };
  return cached;
}

/**
 * Cookies opened lately, by their sealed value: every signed-in request opens its cookie in proxy.ts and again in
 * the page (a key derivation and a decryption each time). Kept a minute at most, as much as iron itself allows a
 * seal past its expiry (clock skew); and the token inside is checked by the backend on every call anyway.
 */
const opened = new Map<string, { data: SessionData; until: number }>();
const openedTtlMs = 60_000;
const openedMax = 1_000;

/** Opens a sealed session cookie with the current secret, else the previous one; {} when neither opens it. */
export async function openSession(sealed: string): Promise<SessionData> {
  const now = Date.now();
  const known = opened.get(sealed);
  if (known && known.until > now) return known.data;
  const { secrets, ttl } = sessionOptions();
  for (const password of secrets) {
    const data = await unsealData<SessionData>(sealed, { password, ttl });
    if (data.token) {
      if (opened.size >= openedMax) opened.delete(opened.keys().next().value!);
      opened.set(sealed, { data, until: now + openedTtlMs });
      return data;
    }
  }
  return {};
}
