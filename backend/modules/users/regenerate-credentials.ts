// POST /user/{id}/credentials: regenerate a user's credentials (docs/domain/roles-and-permissions.md admin action): a new password and,
// for team users, a new code, both in one e-mail; every token the user had is revoked.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import { credentialsMail } from '@/backend/modules/mail/account-mails';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { codeConstraint, generateCode, generatePassword, retireResetLinks, revokeTokens } from './account-secrets';
import { tenantContext } from './tenant-context';
import { assertCanManage, assertNotOwnCredentials } from './user-guards';
import { lockUserOrThrow, type UserRef } from './user-record';

export async function regenerateCredentials(db: Database, input: UserRef): Promise<void> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await retryOnUniqueViolation([codeConstraint], () =>
    db.transaction(async (tx) => {
      const row = await lockUserOrThrow(tx, input);
      assertCanManage(input.actorPermissions, row.permissions);
      assertNotOwnCredentials(input.actorId, row.id);
      const { tenantName } = await tenantContext(tx, { tenantId: input.tenantId, actorId: input.actorId });
      const code = row.type === 'Usuario' ? generateCode() : null;
      await tx.update(users).set({ passwordHash, ...(code ? { code } : {}) }).where(eq(users.id, row.id));
      await revokeTokens(tx, row.id);
      await retireResetLinks(tx, row.id);
      const mail = credentialsMail({ name: row.personalInfo.name, email: row.email, tenantName }, { password, code });
      await queueMail(tx, { tenantId: input.tenantId, recipient: row.email, ...mail, payload: { user_id: row.id } });
    }),
  );
}
