// PUT /user/team/{id}: the editable fields of a team user or a resident (the route parsed the body with the
// schema of the user's stored type). Tenant, type, credits, permissions and password never change here.
// `code: ""` (docs/domain/validation.md: the client's code regeneration) gives a new code and e-mails it.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import { codeResetMail } from '@/backend/modules/mail/account-mails';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import type { TeamUser, UpdateResidentBody, UpdateTeamUserBody } from '@/contract/users';
import { codeConstraint, generateCode, retireResetLinks } from './account-secrets';
import { assertApartmentOfTenant, assertRoleAllowed, tenantContext } from './tenant-context';
import { userMessages } from '@/contract/users';
import { assertCanManage, assertNotSelf } from './user-guards';
import { getTeamUserOrThrow, lockUserOrThrow, whatsappConfig, type UserRef } from './user-record';
import { assertVersion } from '@/backend/http/precondition';

export type UpdateTeamUserInput = UserRef & { expectedVersion?: number } & ({ kind: 'Usuario'; body: UpdateTeamUserBody } | { kind: 'Residente'; body: UpdateResidentBody });

export async function updateTeamUser(db: Database, input: UpdateTeamUserInput): Promise<TeamUser> {
  await retryOnUniqueViolation([codeConstraint], () =>
    db.transaction(async (tx) => {
      const row = await lockUserOrThrow(tx, input);
      assertVersion(row.version, input.expectedVersion);
      assertCanManage(input.actorPermissions, row.permissions);
      if (input.body.email.toLowerCase() !== row.email.toLowerCase()) {
        assertNotSelf(input.actorId, row.id, userMessages.selfEmail, 'email');
        // A reset link sent to the old address must not outlive it.
        await retireResetLinks(tx, row.id);
      }
      const context = await tenantContext(tx, { tenantId: input.tenantId, actorId: input.actorId });
      if (input.kind === 'Residente') {
        const { body } = input;
        await assertApartmentOfTenant(tx, input.tenantId, body.apartment_id);
        const configs = row.extraData.configs.filter((entry) => entry.name !== whatsappConfig);
        // The resident form has no cellphone (docs/domain/data-model.md): one stored through the API stays unless a body sends it
        // (null clears it).
        const cellphone = body.cellphone === undefined ? (row.personalInfo.cellphone ?? null) : body.cellphone;
        await tx
          .update(users)
          .set({
            email: body.email,
            username: body.email,
            subType: body.sub_type ?? row.subType,
            apartmentId: body.apartment_id,
            personalInfo: { ...row.personalInfo, name: body.name, last_name: body.last_name, phone: body.phone, cellphone, comments: body.comments ?? null },
            extraData: { ...row.extraData, configs: [...configs, { name: whatsappConfig, value: body.whatsapp ? 1 : 0 }] },
          })
          .where(eq(users.id, row.id));
        return;
      }
      const { body } = input;
      // Keeping the role a user already has is fine even if extra_roles changed since.
      if (body.sub_type !== row.subType) assertRoleAllowed(context, body.sub_type);
      const newCode = body.code === '' ? generateCode() : null;
      await tx
        .update(users)
        .set({
          email: body.email,
          username: body.email,
          subType: body.sub_type,
          personalInfo: { ...row.personalInfo, name: body.name, last_name: body.last_name, cellphone: body.cellphone, id_document: body.id_document ?? null },
          ...(newCode ? { code: newCode } : {}),
        })
        .where(eq(users.id, row.id));
      if (newCode) {
        const mail = codeResetMail({ name: body.name, email: body.email, tenantName: context.tenantName }, newCode);
        await queueMail(tx, { tenantId: input.tenantId, recipient: body.email, ...mail, payload: { user_id: row.id } });
      }
    }),
  );
  return getTeamUserOrThrow(db, input);
}
