// POST /user/team: a team user (role 2-5, 12 with extra_roles) or a resident, in the caller's tenant. The
// password (given or generated) and the user code go out in a credentials e-mail queued in the same
// transaction. A team user starts with their role's permissions, limited to what the creator holds.
import { users } from '@/backend/db/schema';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import { credentialsMail } from '@/backend/modules/mail/account-mails';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import type { Database } from '@/backend/db/client';
import { defaultPermissionsByRole, defaultResidentPermissions, type CreateResidentBody, type CreateTeamUserBody, type TeamUser } from '@/contract/users';
import { codeConstraint, generateCode, generatePassword } from './account-secrets';
import { assertApartmentOfTenant, assertOwnProvider, assertRoleAllowed, tenantContext } from './tenant-context';
import { grantable } from './user-guards';
import { getTeamUserOrThrow, whatsappConfig } from './user-record';

export interface CreateTeamUserInput {
  tenantId: number;
  actorId: number;
  actorPermissions: readonly string[];
  body: CreateTeamUserBody | CreateResidentBody;
}

export async function createTeamUser(db: Database, input: CreateTeamUserInput): Promise<TeamUser> {
  const { body } = input;
  assertOwnProvider(input.tenantId, body.provider_id);
  const password = body.password ?? generatePassword();
  // scrypt is slow by design: hash before the transaction opens.
  const passwordHash = await hashPassword(password);
  const userId = await retryOnUniqueViolation([codeConstraint], () =>
    db.transaction(async (tx) => {
      const context = await tenantContext(tx, input);
      const resident = body.type === 'Residente';
      if (resident) await assertApartmentOfTenant(tx, input.tenantId, body.apartment_id);
      else assertRoleAllowed(context, body.sub_type);
      const code = resident ? null : generateCode();
      const [row] = await tx
        .insert(users)
        .values({
          providerId: input.tenantId,
          email: body.email,
          username: body.email,
          passwordHash,
          code,
          type: body.type,
          subType: body.sub_type ?? null,
          apartmentId: resident ? body.apartment_id : null,
          personalInfo: resident
            ? { name: body.name, last_name: body.last_name, cellphone: body.cellphone ?? null, phone: body.phone, comments: body.comments ?? null }
            : { name: body.name, last_name: body.last_name, cellphone: body.cellphone, id_document: body.id_document ?? null },
          permissions: grantable(input.actorPermissions, resident ? defaultResidentPermissions : (defaultPermissionsByRole[body.sub_type] ?? [])),
          extraData: { configs: resident ? [{ name: whatsappConfig, value: body.whatsapp ? 1 : 0 }] : [] },
        })
        .returning({ id: users.id });
      const mail = credentialsMail({ name: body.name, email: body.email, tenantName: context.tenantName }, { password, code });
      await queueMail(tx, { tenantId: input.tenantId, recipient: body.email, ...mail, payload: { user_id: row!.id } });
      return row!.id;
    }),
  );
  return getTeamUserOrThrow(db, { tenantId: input.tenantId, userId });
}
