import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema.ts';
import { makeLastMonthsInvoices } from '../modules/invoices/make-invoices.ts';
import { workLogged } from './work-logged.ts';

export const makeInvoicesQueue = 'make-invoices';

/** On the first of each month at 02:15 (UTC, pg-boss's clock), when the last month's deliveries are in. */
const monthlyOnThe1st = '15 2 1 * *';

/**
 * The monthly invoices (issue 18): every market's invoices of the month before, from its delivered
 * orders and its price list (modules/invoices/make-invoices.ts). Safe to run twice or at once in two
 * processes: each invoice and line is made once. On start it catches up the last month, so a process
 * that was down on the first still invoices it. 'stately' keeps at most one run waiting.
 */
export async function startMakeInvoices(boss: PgBoss, db: Kysely<DB>, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(makeInvoicesQueue, { name: makeInvoicesQueue, policy: 'stately' });
  await boss.schedule(makeInvoicesQueue, monthlyOnThe1st);
  await workLogged(boss, makeInvoicesQueue, log, async () => {
    const runs = await makeLastMonthsInvoices(db, new Date());
    const made = runs.filter((run) => run.invoices > 0);
    if (made.length > 0) log.info({ runs: made }, 'invoices made');
    return { runs };
  });
  await boss.send(makeInvoicesQueue, {});
}
