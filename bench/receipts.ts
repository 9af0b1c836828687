// npm run bench:receipts — the calls of issue 7, in-process on in-memory PGlite (JOBS off), as provider
// staff `lager`: signed pallet receipts (a signature PNG as a tablet exports it), the receipt's PDF, the
// log after N receipts, a location's stock with those movements, and counting — a batch save of every
// product the location carries, and confirms. Memory: the process's RSS and heap before and after.
// Writes bench/results/receipts.md.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { latency } from './support/measure.ts';
import { signaturePng } from './support/signature-png.ts';

const receiptCount = Number(process.env.BENCH_RECEIPTS ?? 1000);
const config = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', JOBS: 'off' });
const database = await openDatabase(config.database);
const app = await buildApp(config, { database });
await app.ready();
const memoryBefore = process.memoryUsage();

const login = await app.inject({
  method: 'POST',
  url: '/api/no/Login',
  payload: { userLoginName: 'lager', password: 'demo-pallet' },
});
const headers = { authorization: `Bearer ${login.json().data.token as string}` };
async function call<T>(method: 'GET' | 'POST', name: string, payload?: Record<string, unknown>) {
  const answer = await app.inject({
    method,
    url: `/api/no/${name}`,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
  if (answer.statusCode !== 200)
    throw new Error(`${name} ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return {
    data: (String(answer.headers['content-type'] ?? '').includes('json') ? answer.json().data : null) as T,
    answer,
  };
}

interface Place {
  id: number;
  statusId: number;
  palletReceiptDays: number[];
}
interface Choice {
  productId: string;
  treatmentId: string;
  qualityId: string;
}
const places = (await call<Place[]>('GET', 'Locations', { all: 'true' })).data;
const place = places.find((candidate) => candidate.statusId === 1 && candidate.palletReceiptDays.length > 0)!;
const products = (await call<Choice[]>('GET', 'AvailableProducts', { locationId: String(place.id) })).data;
const ids = ({ productId, treatmentId, qualityId }: Choice) => ({ productId, treatmentId, qualityId });
const signature = signaturePng();

let index = 0;
const receipts = await latency(receiptCount, async () => {
  const lines = products.slice(0, 3).map((product, at) => ({
    ...ids(product),
    inbound: 10 + ((index + at) % 7),
    outbound: (index + at) % 5,
  }));
  index += 1;
  await call('POST', 'palletReceipt', {
    variant: 'plain',
    locationId: place.id,
    lines,
    signature: { signerName: 'Bench Driver', signerRole: 'driver', image: signature },
    note: null,
  });
});
const log = (await call<{ id: number }[]>('GET', 'palletReceipts', { count: '500' })).data;
const logTimes = await latency(50, async () => void (await call('GET', 'palletReceipts', { count: '100' })));
let pdfBytes = 0;
const pdfs = await latency(100, async () => {
  const { answer } = await call('GET', 'palletReceiptPdf', { id: String(log[index++ % log.length]!.id) });
  pdfBytes = answer.rawPayload.length;
});
const stock = await latency(
  50,
  async () => void (await call('GET', 'stockDetails', { locationId: String(place.id) })),
);

const counts = products.map((product, at) => ({
  ...ids(product),
  locationId: place.id,
  countedVolume: 100 + at,
}));
const saves = await latency(
  20,
  async () => void (await call('POST', 'countingReports', { reports: counts })),
);
interface Report {
  id: number;
  version: number;
  confirmed: boolean;
}
const open = (await call<Report[]>('GET', 'countingReports', { locationId: String(place.id) })).data.filter(
  (report) => !report.confirmed,
);
const listTimes = await latency(
  50,
  async () => void (await call('GET', 'countingReports', { locationId: String(place.id) })),
);
let confirmAt = 0;
const confirms = await latency(Math.min(open.length, 100), async () => {
  const report = open[confirmAt++]!;
  await call('POST', 'countingReportConfirm', { id: report.id, version: report.version });
});
const memoryAfter = process.memoryUsage();
await app.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const report = [
  '# Pallet receipts and counting (issue 7)',
  '',
  `In-process (inject) on in-memory PGlite, ${new Date().toISOString().slice(0, 10)}, provider staff \`lager\`;`,
  `a signature of ${(signature.length / 1024).toFixed(0)} KB (base64 PNG, 1468×587) on each receipt; ${products.length}`,
  'product choices at the location.',
  '',
  '| Measure | p50 | p95 |',
  '|---|---|---|',
  `| POST palletReceipt (3 lines, signature), ${receiptCount} receipts | ${ms(receipts.p50)} | ${ms(receipts.p95)} |`,
  `| GET palletReceipts (log, 100 of ${receiptCount}), 50 calls | ${ms(logTimes.p50)} | ${ms(logTimes.p95)} |`,
  `| GET palletReceiptPdf (${(pdfBytes / 1024).toFixed(0)} KB), 100 calls | ${ms(pdfs.p50)} | ${ms(pdfs.p95)} |`,
  `| GET stockDetails (after ${receiptCount} receipts' movements), 50 calls | ${ms(stock.p50)} | ${ms(stock.p95)} |`,
  `| POST countingReports (${counts.length} reports in one batch), 20 calls | ${ms(saves.p50)} | ${ms(saves.p95)} |`,
  `| GET countingReports (${open.length} open reports), 50 calls | ${ms(listTimes.p50)} | ${ms(listTimes.p95)} |`,
  `| POST countingReportConfirm, ${Math.min(open.length, 100)} confirms | ${ms(confirms.p50)} | ${ms(confirms.p95)} |`,
  '',
  `Memory: RSS ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)}, heap used ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)}.`,
  '',
].join('\n');
await fs.mkdir(path.join('bench', 'results'), { recursive: true });
await fs.writeFile(path.join('bench', 'results', 'receipts.md'), report);
console.log(report);
