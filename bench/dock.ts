// npm run bench:dock — the dock calls of issue 6, in-process on in-memory PGlite (JOBS off): the work lists
// of a provider location with 500 more sent orders of 3 lines waiting in its reception (answer size and
// latency), and the writes a tablet replays — receptions and direct receptions, each with its own
// Idempotency-Key. Writes bench/results/dock.md.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { latency } from './support/measure.ts';

const extraOrders = Number(process.env.BENCH_DOCK_ORDERS ?? 500);
const config = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', JOBS: 'off' });
const database = await openDatabase(config.database);
const app = await buildApp(config, { database });
await app.ready();
const { db } = database;

const login = await app.inject({
  method: 'POST',
  url: '/api/no/Login',
  payload: { userLoginName: 'lager', password: 'demo-pallet' },
});
const headers = { authorization: `Bearer ${login.json().data.token as string}` };
const call = (method: 'GET' | 'POST', name: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/no/${name}`,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

// More work at Alnabru: copies of a seeded pickup sent to it, each with three lines.
const template = await db
  .selectFrom('transactions as t')
  .innerJoin('locations as l', 'l.id', 't.locationIdTo')
  .select(['t.id', 't.locationIdTo', 't.locationIdFrom', 't.customerId'])
  .where('l.name', 'like', '%Alnabru%')
  .where('t.transactionStatusId', '=', 4)
  .where('t.transactionTypeId', '=', 'HE')
  .executeTakeFirstOrThrow();
await sql`
  insert into transactions (market_id, order_no, transaction_type_id, transaction_status_id, customer_id,
    location_id_from, location_id_to, send_date, sent_date, quantity)
  select 'no', 'B' || lpad(n::text, 7, '0'), 'HE', 4, ${template.customerId}, ${template.locationIdFrom},
    ${template.locationIdTo}, current_date, current_date, 36
  from generate_series(1, ${extraOrders}) as n`.execute(db);
await sql`
  insert into transaction_lines (transaction_id, product_id, treatment_id, quality_id, quantity_ordered, quantity_picked)
  select t.id, c.product_id, c.treatment_id, c.quality_id, 12, 12
  from transactions t
  cross join lateral (
    select pc.product_id, pc.treatment_id, pc.quality_id from product_choices pc order by pc.id limit 3
  ) c
  where t.order_no like 'B%'`.execute(db);

interface Row {
  id: number;
  version: number;
  orderNo: string;
  transactions: { id: number; quantityOrdered: number; quantityPicked: number | null; qualityId: string }[];
}
const first = await call('GET', 'dockOrders');
const lists = first.json().data as Record<string, Row[]>;
const listBytes = first.rawPayload.length;
const lists50 = await latency(50, async () => void (await call('GET', 'dockOrders')));

const benchRows = lists.reception!.filter((row) => row.orderNo.startsWith('B')).slice(0, 200);
let index = 0;
const receptions = await latency(benchRows.length, async () => {
  const row = benchRows[index++]!;
  const lines = row.transactions.map((line, at) => ({
    lineId: line.id,
    // Every fifth reception differs: a disagreement.
    quantityReceived: (line.quantityPicked ?? line.quantityOrdered) - (index % 5 === 0 && at === 0 ? 1 : 0),
    qualityId: line.qualityId,
  }));
  const answer = await call('POST', 'orderReception', { orderId: row.id, version: row.version, lines });
  if (answer.statusCode !== 200) throw new Error(`orderReception ${answer.statusCode}: ${answer.body}`);
});

const choice = await db.selectFrom('productChoices').selectAll().orderBy('id').executeTakeFirstOrThrow();
const direct = await latency(200, async () => {
  const answer = await call('POST', 'directReception', {
    locationIdFrom: template.locationIdFrom,
    lines: [
      {
        productId: choice.productId,
        treatmentId: choice.treatmentId,
        qualityId: choice.qualityId,
        quantity: 5,
      },
    ],
    carNo: 'AB 12345',
    reference: null,
  });
  if (answer.statusCode !== 200) throw new Error(`directReception ${answer.statusCode}: ${answer.body}`);
});

const movements = await db
  .selectFrom('balanceMovements')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
await app.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const report = [
  '# Dock calls (issue 6)',
  '',
  `In-process (inject) on in-memory PGlite, ${new Date().toISOString().slice(0, 10)}; ${extraOrders} extra sent`,
  'orders of 3 lines waiting in the reception of Alnabru (provider staff `lager`).',
  '',
  '| Measure | p50 | p95 |',
  '|---|---|---|',
  `| GET dockOrders (${lists.reception!.length} reception, ${lists.expedition!.length} expedition, ${lists.delivery!.length} delivery rows; ${(listBytes / 1024).toFixed(0)} KB), 50 calls | ${ms(lists50.p50)} | ${ms(lists50.p95)} |`,
  `| POST orderReception, ${benchRows.length} orders (1 in 5 a disagreement) | ${ms(receptions.p50)} | ${ms(receptions.p95)} |`,
  `| POST directReception, 200 arrivals | ${ms(direct.p50)} | ${ms(direct.p95)} |`,
  '',
  `Balance movements written: ${movements.count}.`,
  '',
].join('\n');
await fs.mkdir(path.join('bench', 'results'), { recursive: true });
await fs.writeFile(path.join('bench', 'results', 'dock.md'), report);
console.log(report);
