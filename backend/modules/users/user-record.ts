// How a team user or resident is read (with provider and apartment) and shaped for the contract, and the
// tenant-scoped lookups the user use cases share. Deleted users are gone for every one of them (404).
import type { Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments, providers, users } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { userMessages, type TeamUser } from '@/contract/users';
import { isRecordId } from '@/backend/http/record-id';

export const userNotFound = () => new AppError('not_found', userMessages.notFound);
export const whatsappConfig = 'resident_should_receive_ws';

export function selectTeamUsers(db: Executor) {
  return db
    .select({
      user: users,
      provider: { id: providers.id, name: providers.name, enterprise: providers.enterprise },
      apartment: { id: apartments.id, name: apartments.name },
    })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .leftJoin(apartments, eq(apartments.id, users.apartmentId));
}

type TeamUserRow = Awaited<ReturnType<ReturnType<typeof selectTeamUsers>['execute']>>[number];

export function toTeamUserReply({ user, provider, apartment }: TeamUserRow): TeamUser {
  const info = user.personalInfo;
  const whatsapp = user.extraData.configs.find((entry) => entry.name === whatsappConfig)?.value;
  return {
    id: user.id,
    code: user.code,
    email: user.email,
    type: user.type,
    sub_type: user.subType,
    personal_info: {
      name: info.name,
      last_name: info.last_name,
      id_document: info.id_document ?? null,
      cellphone: info.cellphone ?? null,
      phone: info.phone ?? null,
      comments: info.comments ?? null,
      apartment: apartment?.id ? { id: apartment.id, name: apartment.name } : null,
    },
    provider: { id: provider.id, name: provider.name },
    provider_type: provider.enterprise ? 'enterprise' : 'standard',
    permissions: user.permissions,
    accepted_tc: user.acceptedTc,
    whatsapp: whatsapp === true || whatsapp === 1 || whatsapp === '1',
    extra_data: { configs: user.extraData.configs, seen_walkthrough: user.seenWalkthrough },
    created_at: user.createdAt.toISOString(),
    version: user.version,
  };
}

/** A live (not deleted) user of the tenant, or 404. */
export const liveUserOf = (tenantId: number, userId: number) =>
  and(eq(users.id, userId), eq(users.providerId, tenantId), isNull(users.deletedAt))!;

export async function getTeamUserOrThrow(db: Executor, input: { tenantId: number; userId: number }): Promise<TeamUser> {
  const [row] = await selectTeamUsers(db).where(liveUserOf(input.tenantId, input.userId));
  if (!row) throw userNotFound();
  return toTeamUserReply(row);
}

/** The row itself, locked for the rest of the caller's transaction (two admins editing one user take turns). */
export async function lockUserOrThrow(tx: Executor, input: { tenantId: number; userId: number }) {
  const [row] = await tx.select().from(users).where(liveUserOf(input.tenantId, input.userId)).for('update');
  if (!row) throw userNotFound();
  return row;
}

export interface UserRef {
  tenantId: number;
  /** The signed-in administrator. */
  actorId: number;
  actorPermissions: readonly string[];
  userId: number;
}

export function userRef(c: Context<ProtectedEnv>): UserRef {
  const userId = Number(c.req.param('id'));
  if (!isRecordId(userId)) throw userNotFound();
  const { user, tenant } = c.get('auth');
  return { tenantId: tenant.id, actorId: user.id, actorPermissions: user.permissions, userId };
}

export async function getUserTypeOrThrow(db: Database, input: { tenantId: number; userId: number }) {
  const [row] = await db.select({ type: users.type }).from(users).where(liveUserOf(input.tenantId, input.userId));
  if (!row) throw userNotFound();
  return row.type;
}
