import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SessionsTable, UsersTable } from '../db/schema.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export const sessionUserColumns = [
  'id',
  'marketId',
  'customerId',
  'locationId',
  'loginName',
  'name',
  'email',
  'phone',
  'language',
  'isActive',
  'isCustomerAdmin',
  'isLocationAdmin',
  'isGlobalAdmin',
  'isProvider',
  'reportLevel',
  'confirmedGdpr',
] as const satisfies readonly (keyof UsersTable)[];

export type SessionUser = Pick<Selectable<UsersTable>, (typeof sessionUserColumns)[number]>;

/** The logged-in person and who they act as (spec §6 user switch). */
export interface Session {
  id: number;
  marketId: string;
  loginUser: SessionUser;
  actingUser: SessionUser;
  customerId: number;
  locationId: number;
  language: string | null;
  renewedAt: Date;
  isImpersonating: boolean;
}

/** After a renewal the old token keeps working this long, for requests already under way. */
const renewalGraceMinutes = 5;

export async function createSession(db: Kysely<DB>, user: SessionUser, ttlHours: number): Promise<string> {
  const token = newSessionToken();
  // Logins are rare enough to carry the cleanup of sessions that expired over a day ago.
  await db
    .deleteFrom('sessions')
    .where('expiresAt', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashSessionToken(token),
      marketId: user.marketId,
      loginUserId: user.id,
      actingCustomerId: user.customerId,
      actingLocationId: user.locationId,
      actingUserId: user.id,
      expiresAt: sql<Date>`now() + make_interval(hours => ${ttlHours})`,
    })
    .execute();
  return token;
}

export async function findSession(db: Kysely<DB>, token: string, marketId: string): Promise<Session | null> {
  const tokenHash = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('tokenHash', '=', tokenHash),
        eb.and([eb('prevTokenHash', '=', tokenHash), eb('prevExpiresAt', '>', sql<Date>`now()`)]),
      ]),
    )
    .where('marketId', '=', marketId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? sessionFromRow(db, row) : null;
}

/** The same session read again, after a change of its acting state. */
export async function reloadSession(db: Kysely<DB>, session: Session): Promise<Session> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  const reloaded = await sessionFromRow(db, row);
  if (!reloaded) throw new Error(`Session ${session.id} lost its users`);
  return reloaded;
}

async function sessionFromRow(db: Kysely<DB>, row: Selectable<SessionsTable>): Promise<Session | null> {
  const users = await db
    .selectFrom('users')
    .select(sessionUserColumns)
    .where('id', 'in', [row.loginUserId, row.actingUserId])
    .execute();
  const loginUser = users.find((user) => user.id === row.loginUserId);
  const actingUser = users.find((user) => user.id === row.actingUserId);
  if (!loginUser?.isActive) return null;
  if (!actingUser?.isActive) return endSession(db, row);
  return {
    id: row.id,
    marketId: row.marketId,
    loginUser,
    actingUser,
    customerId: row.actingCustomerId,
    locationId: row.actingLocationId,
    language: row.language,
    renewedAt: row.renewedAt,
    isImpersonating: row.actingUserId !== row.loginUserId,
  };
}

/**
 * The user an admin acts as was disabled (or removed) after the switch (issue 14 item 9): nobody keeps
 * acting as them. The session ends (401, the client goes to login) rather than falling back to the
 * admin: a write the tablet queued as that user at their location must never land as the admin at
 * another location. The admin logs in again as themselves; the outbox keeps the entries paused.
 */
async function endSession(db: Kysely<DB>, row: Selectable<SessionsTable>): Promise<null> {
  await db.deleteFrom('sessions').where('id', '=', row.id).execute();
  return null;
}

/**
 * Issues a fresh token for a session last renewed over `min(24 h, ttl / 2)` ago (sent back in
 * `auth.token`). The session keeps its row; the old token keeps working for a short grace, for
 * requests already under way.
 */
export async function renewSessionIfDue(
  db: Kysely<DB>,
  session: Session,
  ttlHours: number,
): Promise<string | null> {
  const renewAfterMinutes = Math.round(Math.min(24, ttlHours / 2) * 60);
  if (Date.now() - session.renewedAt.getTime() < renewAfterMinutes * 60_000) return null;
  const token = newSessionToken();
  const renewed = await db
    .updateTable('sessions')
    .set((eb) => ({
      prevTokenHash: eb.ref('tokenHash'),
      prevExpiresAt: sql<Date>`now() + make_interval(mins => ${renewalGraceMinutes})`,
      tokenHash: hashSessionToken(token),
      renewedAt: sql<Date>`now()`,
      expiresAt: sql<Date>`now() + make_interval(hours => ${ttlHours})`,
    }))
    .where('id', '=', session.id)
    // Another request renewed it first; that one's token reaches the client.
    .where('renewedAt', '<', sql<Date>`now() - make_interval(mins => ${renewAfterMinutes})`)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n ? token : null;
}

export async function deleteSession(db: Kysely<DB>, sessionId: number) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
