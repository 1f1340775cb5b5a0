// What a page rendered for a session depends on, as one string (lib/render-cache keeps pages under it): the live
// session (null once the token is revoked, expired or idle, or the user disabled: no kept page is served then),
// the data versions of what the caller can see, and the signed-in user as GET /auth/me describes them (name,
// permissions, credits, configs), so that a change made straight in the database still shows.
import { createHash } from 'node:crypto';
import type { Database } from '@/backend/db/client';
import { readDataVersion, sharedScope } from '@/backend/db/data-versions';
import { findSession } from '@/backend/modules/auth/find-session';
import { maySignIn } from '@/backend/modules/auth/sign-in-channel';
import { isServiceOperator } from '@/contract/auth';

export async function renderVersion(db: Database, token: string, idleHours: number): Promise<string | null> {
  const session = await findSession(db, token, idleHours);
  // Kept pages are the back-office's: none for a user who may not sign in to it (residents included).
  if (!session || !maySignIn(session.user, 'web')) return null;
  // The service operator and enterprise tenants see other tenants' data: any tenant's write changes their pages.
  const seesOthers = session.tenant.enterprise || isServiceOperator(session.user.permissions);
  const version = await readDataVersion(db, seesOthers ? 'all' : [sharedScope, session.tenant.id]);
  const me = createHash('sha256').update(JSON.stringify(session.me)).digest('base64url');
  return `${session.tokenId}:${version}:${me}`;
}
