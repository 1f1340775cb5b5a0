// GET /user/team: the tenant's team users (type Usuario) or, with type=Residente, its residents. Deleted
// users never show. Texts match by substring in any case; id, sub_type and apartment exactly.
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { TeamUser, TeamUserListQuery, TeamUserSortColumn } from '@/contract/users';
import { selectTeamUsers, toTeamUserReply } from './user-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const info = (field: string) => sql<string>`(${users.personalInfo}->>${sql.raw(`'${field}'`)})`;
const contains = (column: SQL | typeof users.email | typeof users.code, text: string) => ilike(column, `%${escapeLike(text)}%`);

const sortColumns: Record<TeamUserSortColumn, SQL | typeof users.id> = {
  id: users.id,
  code: sql`${users.code}`,
  email: sql`${users.email}`,
  name: sql`lower(${info('name')})`,
  last_name: sql`lower(${info('last_name')})`,
  sub_type: sql`${users.subType}`,
  cellphone: info('cellphone'),
  id_document: info('id_document'),
};

/** `showSensitive: false`: the search leaves the document out (it would find users by what the caller cannot see). */
export function teamUserFilters(tenantId: number, q: TeamUserListQuery, showSensitive = true): SQL {
  const conditions: SQL[] = [eq(users.providerId, tenantId), isNull(users.deletedAt), eq(users.type, q.type ?? 'Usuario')];
  if (q.id !== undefined) conditions.push(eq(users.id, q.id));
  if (q.code) conditions.push(contains(users.code, q.code));
  const document = q.id_document ?? q.ci;
  if (document) conditions.push(contains(info('id_document'), document));
  if (q.name) conditions.push(contains(info('name'), q.name));
  if (q.last_name) conditions.push(contains(info('last_name'), q.last_name));
  const mobile = q.cellphone ?? q.mobile;
  if (mobile) conditions.push(contains(info('cellphone'), mobile));
  if (q.sub_type !== undefined) conditions.push(eq(users.subType, q.sub_type));
  if (q.apartment_id !== undefined) conditions.push(eq(users.apartmentId, q.apartment_id));
  if (q.email) conditions.push(contains(users.email, q.email));
  if (q.phone) conditions.push(contains(info('phone'), q.phone));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const searched = [ilike(users.email, pattern), ilike(info('name'), pattern), ilike(info('last_name'), pattern)];
    if (showSensitive) searched.push(ilike(info('id_document'), pattern));
    conditions.push(or(...searched)!);
  }
  return and(...conditions)!;
}

export async function findTeamUsers(
  db: Database,
  input: { tenantId: number; query: TeamUserListQuery; page: PageRequest; showSensitive?: boolean },
): Promise<{ rows: TeamUser[]; total: number }> {
  const where = teamUserFilters(input.tenantId, input.query, input.showSensitive ?? true);
  const direction = input.query.orderBy === 'ASC' ? asc : desc;
  const order = input.query.sortBy === 'id' ? [direction(users.id)] : [direction(sortColumns[input.query.sortBy]), direction(users.id)];
  const query = selectTeamUsers(db).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(users, where));
  return { rows: rows.map(toTeamUserReply), total };
}
