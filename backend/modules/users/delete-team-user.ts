// DELETE /user/team/{id}: never oneself (412). The row stays (bookings and their history name their
// creator) but is disabled and marked deleted: its tokens stop working on the next request, its e-mail
// address and code are freed for a new account, and a resident leaves their apartment.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { revokeTokens } from './account-secrets';
import { assertCanManage, assertNotSelf } from './user-guards';
import { getTeamUserOrThrow, lockUserOrThrow, type UserRef } from './user-record';
import type { TeamUser } from '@/contract/users';

export async function deleteTeamUser(db: Database, input: UserRef): Promise<TeamUser> {
  assertNotSelf(input.actorId, input.userId);
  const before = await getTeamUserOrThrow(db, input);
  await db.transaction(async (tx) => {
    const row = await lockUserOrThrow(tx, input);
    assertCanManage(input.actorPermissions, row.permissions);
    await tx
      .update(users)
      .set({
        deletedAt: sql`now()`,
        disabledAt: sql`coalesce(${users.disabledAt}, now())`,
        email: `deleted-${row.id}@deleted.invalid`,
        username: `deleted-${row.id}`,
        code: null,
        apartmentId: null,
      })
      .where(eq(users.id, row.id));
    await revokeTokens(tx, row.id);
  });
  return before;
}
