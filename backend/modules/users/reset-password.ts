// POST /user/{id}/password_reset and POST /user/team/password/reset/{id}: a new random password, e-mailed
// through the outbox; every token the user had is revoked in the same transaction.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { passwordResetMail } from '@/backend/modules/mail/account-mails';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { generatePassword, retireResetLinks, revokeTokens } from './account-secrets';
import { tenantContext } from './tenant-context';
import { assertCanManage, assertNotOwnCredentials } from './user-guards';
import { lockUserOrThrow, type UserRef } from './user-record';

export async function resetPassword(db: Database, input: UserRef): Promise<void> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await lockUserOrThrow(tx, input);
    assertCanManage(input.actorPermissions, row.permissions);
    assertNotOwnCredentials(input.actorId, row.id);
    const { tenantName } = await tenantContext(tx, { tenantId: input.tenantId, actorId: input.actorId });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    await revokeTokens(tx, row.id);
    await retireResetLinks(tx, row.id);
    const mail = passwordResetMail({ name: row.personalInfo.name, email: row.email, tenantName }, password);
    await queueMail(tx, { tenantId: input.tenantId, recipient: row.email, ...mail, payload: { user_id: row.id } });
  });
}
