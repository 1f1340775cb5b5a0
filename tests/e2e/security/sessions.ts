// Sessions for the security specs without the sign-in screen: a token from /api/v2/auth/login sealed into the
// session cookie with the server's own secret (the e2e server keeps it in $DATA_DIR/session-secret).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { sealData } from 'iron-session';

export const cookieName = '__Host-session';

export async function apiToken(request: APIRequestContext, baseURL: string, email: string, password = 'demo1234'): Promise<string> {
  const reply = await request.post(`${baseURL}/api/v2/auth/login`, { data: { email, password } });
  if (!reply.ok()) throw new Error(`login of ${email}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()).token;
}

export async function sessionCookie(dataDir: string, token: string): Promise<string> {
  const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  return `${cookieName}=${await sealData({ token }, { password: secret, ttl: 3600 })}`;
}

export async function apiGet(request: APIRequestContext, baseURL: string, token: string, url: string) {
  const reply = await request.get(`${baseURL}/api/v2${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!reply.ok()) throw new Error(`GET ${url}: ${reply.status()}`);
  return reply.json();
}
