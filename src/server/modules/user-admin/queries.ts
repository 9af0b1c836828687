import { sql, type Kysely } from 'kysely';
import type { AdminUser, AdminUsersPage, AdminUsersQuery, ReportLevel } from '../../../domain/admin/users.ts';
import type { WebTaskId } from '../../../domain/tasks/web-tasks.ts';
import type { DB } from '../../db/schema.ts';

/** The columns of users that GET adminUser answers with (spec §3 User (administration)). */
const adminUserColumns = [
  'id',
  'version',
  'customerId',
  'name',
  'loginName',
  'email',
  'phone',
  'language',
  'isActive',
  'isCustomerAdmin',
  'locationId',
  'reportLevel',
  'isSuperuser',
  'isLocationAdmin',
  'isProvider',
  'isGlobalAdmin',
  'supportUser',
  'shopAccounting',
  'notifyAutocommit',
  'notifyDeviation',
  'notifyDisagree',
  'notifyHighVolume',
  'notifyNewCustomer',
  'notifyStock',
  'lastLoginAt',
  'createdAt',
] as const;

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of a customer's users by name, with the total that match: a customer with 5,000 users is
 * read 50 at a time (users_customer_idx narrows to the customer; the term filters those rows).
 */
export async function customerUsersPage(
  db: Kysely<DB>,
  marketId: string,
  customerId: number,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const filtered = () => {
    let select = db
      .selectFrom('users as u')
      .where('u.marketId', '=', marketId)
      .where('u.customerId', '=', customerId);
    if (query.isActive !== undefined) select = select.where('u.isActive', '=', query.isActive);
    if (!query.term) return select;
    const pattern = likePattern(query.term);
    return select.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.loginName', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    );
  };
  const [rows, count] = await Promise.all([
    filtered()
      .innerJoin('locations as l', 'l.id', 'u.locationId')
      .select([
        'u.id',
        'u.name',
        'u.loginName',
        'u.email',
        'u.locationId',
        'l.name as locationName',
        'u.isActive',
        'u.isCustomerAdmin',
        'u.lastLoginAt',
      ])
      .orderBy(sql`lower(u.name)`)
      .orderBy('u.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    filtered()
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.map(({ lastLoginAt, ...row }) => ({
      ...row,
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
    })),
  };
}

/** A user of the market with everything the form shows, or undefined. */
export async function adminUserById(
  db: Kysely<DB>,
  marketId: string,
  id: number,
): Promise<AdminUser | undefined> {
  const user = await db
    .selectFrom('users')
    .select(adminUserColumns)
    .where('id', '=', id)
    .where('marketId', '=', marketId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [secondary, tasks] = await Promise.all([
    db
      .selectFrom('userSecondaryLocations')
      .select('locationId')
      .where('userId', '=', id)
      .orderBy('locationId')
      .execute(),
    db.selectFrom('webTaskUsers').select('taskId').where('userId', '=', id).orderBy('taskId').execute(),
  ]);
  return {
    ...user,
    language: user.language as AdminUser['language'],
    reportLevel: user.reportLevel as ReportLevel,
    supportUser: user.supportUser as AdminUser['supportUser'],
    secondaryLocationIds: secondary.map((row) => row.locationId),
    tasks: tasks.map((row) => row.taskId as WebTaskId),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Which of the ids are locations of the customer. */
export async function customerLocationIds(
  db: Kysely<DB>,
  customerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('customerId', '=', customerId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether another user of the market has the login name, whatever the case (users_login_idx). */
export async function isLoginNameTakenByOther(
  db: Kysely<DB>,
  marketId: string,
  loginName: string,
  userId: number | null,
): Promise<boolean> {
  let select = db
    .selectFrom('users')
    .select('id')
    .where('marketId', '=', marketId)
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', loginName.toLowerCase()));
  if (userId !== null) select = select.where('id', '!=', userId);
  return (await select.executeTakeFirst()) !== undefined;
}
