// POST /user/{id}/code_reset: a new user code (unique in the tenant), e-mailed; the old one stops working.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import { codeResetMail } from '@/backend/modules/mail/account-mails';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { codeConstraint, generateCode } from './account-secrets';
import { tenantContext } from './tenant-context';
import { assertCanManage } from './user-guards';
import { lockUserOrThrow, type UserRef } from './user-record';

export async function resetCode(db: Database, input: UserRef): Promise<void> {
  await retryOnUniqueViolation([codeConstraint], () =>
    db.transaction(async (tx) => {
      const row = await lockUserOrThrow(tx, input);
      assertCanManage(input.actorPermissions, row.permissions);
      const { tenantName } = await tenantContext(tx, { tenantId: input.tenantId, actorId: input.actorId });
      const code = generateCode();
      await tx.update(users).set({ code }).where(eq(users.id, row.id));
      const mail = codeResetMail({ name: row.personalInfo.name, email: row.email, tenantName }, code);
      await queueMail(tx, { tenantId: input.tenantId, recipient: row.email, ...mail, payload: { user_id: row.id } });
    }),
  );
}
