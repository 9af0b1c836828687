import type { Kysely } from 'kysely';
import type { AuditType } from '../../../domain/global-admin/audit-types.ts';
import type { DB } from '../schema.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { addDays } from './seed-dates.ts';
import { createRandom, seedFromText, type Random } from './seeded-random.ts';
import type { SeededMarket, SeededUser } from './seeded-market.ts';

/** Four weeks of history, so the log (issue 19 item 7) looks like a portal in use. */
const historyDays = 28;

type Entry = {
  createdAt: Date;
  type: AuditType;
  user?: SeededUser | null;
  acting?: SeededUser | null;
  loginName?: string | null;
  customerId?: number | null;
  subject: string;
  path?: string;
  method?: string;
  statusCode?: number;
  details?: Record<string, unknown>;
};

/** A working-hours moment of a day, never after `now`. */
function momentOf(random: Random, day: Date, now: Date): Date {
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), random.int(7, 16), random.int(0, 59));
  at.setSeconds(random.int(0, 59));
  return at > now ? new Date(now.getTime() - random.int(60, 3600) * 1000) : at;
}

const requestIdOf = (random: Random) => `req-${random.pattern('####')}`;
const addressOf = (random: Random) => `10.20.${random.int(1, 40)}.${random.int(2, 250)}`;

/** Logins of the market's active users on weekdays, a few failed ones, password changes and switches. */
function sessionEntries(market: SeededMarket, random: Random, now: Date): Entry[] {
  const people = market.users.filter((user) => user.isActive).slice(0, 24);
  const global = market.users.find((user) => user.loginName === 'global');
  const entries: Entry[] = [];
  for (let ago = historyDays; ago >= 0; ago -= 1) {
    const day = addDays(market.today, -ago);
    const isWeekday = day.getDay() !== 0 && day.getDay() !== 6;
    for (const user of people) {
      if (!random.chance(isWeekday ? 0.45 : 0.05)) continue;
      const common = {
        user,
        loginName: user.loginName,
        customerId: user.customerId,
        subject: user.loginName,
      };
      entries.push({ ...common, createdAt: momentOf(random, day, now), type: 'login', path: '/Login' });
      if (random.chance(0.06)) {
        entries.push({
          ...common,
          createdAt: momentOf(random, day, now),
          type: 'loginFailed',
          path: '/Login',
          user: null,
          statusCode: 401,
          details: { reason: 'credentials' },
        });
      }
    }
    if (random.chance(0.3)) {
      const name = random.pick(['admin', 'test', 'lager1', 'kunde', 'post']);
      entries.push({
        createdAt: momentOf(random, day, now),
        type: 'loginFailed',
        path: '/Login',
        loginName: name,
        subject: name,
        statusCode: 401,
        details: { reason: 'credentials' },
      });
    }
    if (random.chance(0.12) && people.length > 0) {
      const user = random.pick(people);
      entries.push({
        createdAt: momentOf(random, day, now),
        type: 'passwordChanged',
        path: '/userPassword',
        user,
        loginName: user.loginName,
        customerId: user.customerId,
        subject: user.loginName,
      });
    }
    if (global && isWeekday && random.chance(0.5) && people.length > 1) {
      const target = random.pick(people.filter((user) => user.id !== global.id));
      entries.push({
        createdAt: momentOf(random, day, now),
        type: 'userSwitch',
        user: global,
        acting: target,
        loginName: global.loginName,
        customerId: target.customerId,
        subject: target.loginName,
        path: '/status',
        method: 'POST',
        details: {
          customerId: target.customerId,
          locationId: target.locationId,
          actingUserId: target.id,
          backToLoginUser: false,
        },
      });
    }
  }
  return entries;
}

const adminCalls = {
  user: 'adminUser',
  location: 'adminLocation',
  locationAddress: 'locationAddress',
  company: 'company',
} as const;

/** Refused calls, administration, imports, failed mail and a couple of server errors. */
function adminEntries(market: SeededMarket, random: Random, now: Date): Entry[] {
  const people = market.users.filter((user) => user.isActive);
  if (people.length === 0) return [];
  const admin = market.users.find((user) => user.loginName === 'kunde.admin') ?? people[0]!;
  const entries: Entry[] = [];
  const on = (ago: number) => momentOf(random, addDays(market.today, -ago), now);
  const by = (user: SeededUser) => ({ user, loginName: user.loginName, customerId: user.customerId });
  for (let ago = historyDays; ago >= 0; ago -= random.int(1, 4)) {
    const user = random.pick(people);
    const path = random.pick(['adminUsers', 'caches', 'auditLog', 'reportUsers', 'adminLocation']);
    const method = path === 'adminLocation' ? 'POST' : 'GET';
    entries.push({
      ...by(user),
      createdAt: on(ago),
      type: 'forbidden',
      method,
      path: `/api/${market.seed.id}/${path}`,
      statusCode: 403,
      subject: `${method} /api/${market.seed.id}/${path}`,
      details: { message: 'You do not have access to this function', errorType: 'Forbidden' },
    });
  }
  for (let ago = historyDays - 1; ago >= 0; ago -= random.int(2, 5)) {
    const other = random.pick(people.filter((user) => user.customerId === admin.customerId));
    const entity = random.weighted([
      ['user', 5],
      ['location', 3],
      ['locationAddress', 1],
      ['company', 1],
    ] as const);
    const action = random.weighted([
      ['updated', 6],
      ['created', 3],
      ['deleted', 1],
    ] as const);
    const subject =
      entity === 'user'
        ? `user ${other.loginName}`
        : entity === 'company'
          ? 'company'
          : `${entity} #${random.int(1, 40)}`;
    entries.push({
      ...by(admin),
      createdAt: on(ago),
      type: 'adminChange',
      method: 'POST',
      path: `/api/${market.seed.id}/${adminCalls[entity]}`,
      subject,
      details: { entity, action },
    });
  }
  for (const ago of [20, 6]) {
    const kind = ago === 20 ? 'locations' : 'users';
    const imported = random.int(4, 30);
    entries.push({
      ...by(admin),
      createdAt: on(ago),
      type: 'import',
      method: 'POST',
      path: `/api/${market.seed.id}/importApprove`,
      subject: `${kind}: ${imported}`,
      details: { kind, imported },
    });
  }
  for (const ago of [17, 9, 2]) {
    const to = `${random.pick(['innkjop', 'lager', 'post', 'faktura'])}@${market.seed.emailDomain}`;
    entries.push({
      createdAt: on(ago),
      type: 'emailFailed',
      customerId: admin.customerId,
      subject: to,
      details: {
        attempts: random.int(1, 5),
        error: '550 5.1.1 Recipient address rejected: User unknown',
        willRetry: false,
      },
    });
  }
  for (const ago of [12, 1]) {
    const user = random.pick(people);
    const path = `/api/${market.seed.id}/${random.pick(['reportVolumes', 'order', 'stockDetails'])}`;
    entries.push({
      ...by(user),
      createdAt: on(ago),
      type: 'serverError',
      method: 'GET',
      path,
      statusCode: 500,
      subject: `GET ${path}`,
      details: { error: 'Error', message: 'Connection terminated unexpectedly', code: '57P01' },
    });
  }
  return entries;
}

/** Status changes of the market's latest orders, as the provider and customers moved them along. */
async function orderEntries(
  trx: Kysely<DB>,
  market: SeededMarket,
  random: Random,
  now: Date,
): Promise<Entry[]> {
  const orders = await trx
    .selectFrom('transactions')
    .select(['id', 'orderNo', 'transactionStatusId', 'customerId'])
    .where('marketId', '=', market.seed.id)
    .where('transactionStatusId', '>', 1)
    .orderBy('id', 'desc')
    .limit(60)
    .execute();
  const staff = market.users.filter((user) => user.isActive);
  if (staff.length === 0) return [];
  return orders.map((order) => {
    const user = random.pick(staff);
    return {
      createdAt: momentOf(random, addDays(market.today, -random.int(0, historyDays)), now),
      type: 'orderStatus' as const,
      user,
      loginName: user.loginName,
      customerId: order.customerId,
      subject: `order ${order.orderNo}`,
      details: {
        orderId: order.id,
        from: Math.max(1, order.transactionStatusId - 1),
        to: order.transactionStatusId,
      },
    };
  });
}

/**
 * Demo audit log entries (issue 19 item 7) for every market, and on Norway an unread Log alert for
 * `global` about the latest server error, so the bell leads to the log.
 */
export async function seedAuditLog(trx: Kysely<DB>, market: SeededMarket, now: Date): Promise<void> {
  // A stream of its own: the log's rows never reshuffle the rest of the demo data.
  const random = createRandom(seedFromText(`pallet-portal:audit-log:${market.seed.id}`));
  const entries = [
    ...sessionEntries(market, random, now),
    ...adminEntries(market, random, now),
    ...(await orderEntries(trx, market, random, now)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = entries.map((entry) => {
    // Events of a call carry the call; a failed e-mail or a status change by a job has none.
    const path =
      entry.path?.startsWith('/') && !entry.path.startsWith('/api/')
        ? `/api/${market.seed.id}${entry.path}`
        : (entry.path ?? null);
    return {
      createdAt: entry.createdAt,
      marketId: market.seed.id,
      type: entry.type,
      userId: entry.user?.id ?? null,
      actingUserId: entry.acting?.id ?? null,
      loginName: entry.loginName ?? entry.user?.loginName ?? null,
      customerId: entry.customerId ?? null,
      subject: entry.subject,
      requestId: path ? requestIdOf(random) : null,
      method: path ? (entry.method ?? 'POST') : null,
      path,
      statusCode: path ? (entry.statusCode ?? 200) : null,
      address: path ? addressOf(random) : null,
      details: JSON.stringify(entry.details ?? {}),
    };
  });
  const stored = await insertInBatches(rows, (batch) =>
    trx.insertInto('auditLog').values(batch).returning(['id', 'type', 'subject', 'requestId']).execute(),
  );
  const global = market.users.find((user) => user.loginName === 'global');
  const lastError = stored.filter((row) => row.type === 'serverError').at(-1);
  if (market.seed.id !== 'no' || !global || !lastError) return;
  await trx
    .insertInto('alerts')
    .values({
      marketId: market.seed.id,
      userId: global.id,
      source: 'Log',
      sourceId: lastError.id,
      title: 'Server error',
      text: `${lastError.subject} · ${lastError.requestId ?? '?'}`,
      createdAt: new Date(now.getTime() - 20 * 60 * 60 * 1000),
    })
    .execute();
}
