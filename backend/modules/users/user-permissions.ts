// GET /user/{id}/permissions and PUT /user/{id}/permissions (replace the whole list; the body schema only
// lets catalogue names and "*" through). Nobody grants what they do not hold, and nobody removes their own
// ability to edit permissions (the tenant would risk losing its last administrator) or the sign-in they are using.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { permissionAreas } from '@/contract/users';
import { assertCanGrant, assertCanManage, assertNoSelfLockout } from './user-guards';
import { getTeamUserOrThrow, lockUserOrThrow, type UserRef } from './user-record';

export async function getUserPermissions(db: Database, input: UserRef) {
  const user = await getTeamUserOrThrow(db, input);
  return { id: user.id, permissions: user.permissions, catalogue: permissionAreas.map((area) => ({ area: area.area, permissions: [...area.permissions] })) };
}

export async function replaceUserPermissions(db: Database, input: UserRef & { permissions: string[]; actorSignIn: string }) {
  return db.transaction(async (tx) => {
    const row = await lockUserOrThrow(tx, input);
    assertCanManage(input.actorPermissions, row.permissions);
    // Only what is added needs to be held: keeping a permission the target already has is not a grant.
    assertCanGrant(input.actorPermissions, input.permissions.filter((permission) => !row.permissions.includes(permission)));
    assertNoSelfLockout(input.actorId, input.userId, input.permissions, input.actorSignIn);
    await tx.update(users).set({ permissions: input.permissions }).where(eq(users.id, row.id));
    return { id: row.id, permissions: input.permissions };
  });
}
