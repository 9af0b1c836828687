// npm run bench:import — issue 17 item 8: importing 10,000 locations from an .xlsx, in-process (inject) as
// kunde.admin: POST importRead (the file: 10,000 rows of valid, unique GLNs, post codes stored as numbers
// with format '0000'), importCheck in 10 chunks of 1,000, and importApprove of all rows in one
// transaction. Peak memory per phase: process.memoryUsage() sampled every 20 ms (rss and heapUsed). On
// in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a server
// where it may create and drop the database `pallet_bench_import`).
// Writes bench/results/location-import.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { importCheckChunkRows } from '../src/domain/admin/import/import-kinds.ts';
import { mapRows } from '../src/domain/admin/import/import-rows.ts';
import type { ImportReadAnswer } from '../src/domain/admin/import/import-schemas.ts';
import { glnWithCheckDigit } from '../src/domain/shared/gln.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 10_000);
const admin = 'kunde.admin';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const databaseName = 'pallet_bench_import';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Lokasjoner');
  sheet.addRow(['Navn', 'GLN', 'Type', 'Rampe', 'Gateadresse', 'Postnr', 'Poststed', 'Leveringsinstruks']);
  for (let index = 0; index < rowCount; index += 1) {
    // The 739-prefix is not used by the demo data.
    const number = glnWithCheckDigit(`739${String(index).padStart(9, '0')}`);
    const row = sheet.addRow([
      `Bench lager ${index}`,
      number,
      index % 2 === 0 ? 'GRS' : 'LEV',
      index % 3 === 0 ? 'ja' : 'nei',
      `Industriveien ${index % 200}`,
      150 + (index % 50),
      'OSLO',
      'Ring på porten ved ankomst',
    ]);
    row.getCell(6).numFmt = '0000';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Peak rss and heapUsed while `work` runs, sampled every 20 ms. */
async function measured<T>(work: () => Promise<T>) {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return {
      result,
      ms: performance.now() - started,
      rssMb: rss / 2 ** 20,
      rssGrowthMb: (rss - start.rss) / 2 ** 20,
      heapMb: heap / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

async function multipart(file: Buffer) {
  const form = new FormData();
  form.append('kind', 'locations');
  form.append('hasHeader', 'true');
  form.append('startRow', '1');
  form.append('values', 'formatted');
  form.append('file', new Blob([new Uint8Array(file)]), 'lokasjoner.xlsx');
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function post(app: FastifyInstance, token: string, call: string, body: unknown) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/no/${call}`,
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200)
    throw new Error(`${call}: ${answer.statusCode} ${answer.body.slice(0, 500)}`);
  return answer.json().data as unknown;
}

async function measure(file: Buffer, databaseUrl?: string) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: ':memory:' }),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    JOBS: 'off',
  });
  const app = await buildApp(config);
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: admin, password: 'demo-pallet' },
  });
  const token = login.json().data.token as string;
  const form = await multipart(file);

  const read = await measured(async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/no/importRead',
      payload: form.payload,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`importRead: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { data: ImportReadAnswer }).data;
  });
  const rows = mapRows('locations', read.result.rows, read.result.suggestedMapping);
  if (rows[0]?.postCode !== '0150') throw new Error(`formatted post code expected, got ${rows[0]?.postCode}`);

  const check = await measured(async () => {
    let errors = 0;
    for (let start = 0; start < rows.length; start += importCheckChunkRows) {
      const chunk = rows.slice(start, start + importCheckChunkRows);
      const answer = (await post(app, token, 'importCheck', {
        kind: 'locations',
        rows: chunk,
        firstRow: start,
      })) as {
        errors: unknown[];
      };
      errors += answer.errors.length;
    }
    return errors;
  });
  if (check.result !== 0) throw new Error(`importCheck found ${check.result} errors`);

  const approve = await measured(() => post(app, token, 'importApprove', { kind: 'locations', rows }));
  const written = await app.db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('name', 'like', 'Bench lager %')
    .executeTakeFirstOrThrow();
  await app.close();
  const phase = ({ ms, rssMb, rssGrowthMb, heapMb }: Awaited<ReturnType<typeof measured>>) => ({
    ms,
    rssMb,
    rssGrowthMb,
    heapMb,
  });
  return {
    written: Number(written.count),
    phases: { importRead: phase(read), importCheck: phase(check), importApprove: phase(approve) },
  };
}

async function onPostgres(url: string) {
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`drop database if exists ${databaseName} with (force)`);
  await server.query(`create database ${databaseName}`);
  try {
    return await measure(file, Object.assign(new URL(url), { pathname: `/${databaseName}` }).toString());
  } finally {
    await server.query(`drop database if exists ${databaseName} with (force)`);
    await server.end();
  }
}

const file = await workbook();
const runs = [{ database: 'PGlite', ...(await measure(file)) }];
if (serverUrl) runs.push({ database: 'PostgreSQL', ...(await onPostgres(serverUrl)) });

const report = [
  `# Importing ${rowCount.toLocaleString('en-US')} locations from an .xlsx (${(file.length / 2 ** 20).toFixed(2)} MB)`,
  '',
  `In-process (inject) as ${admin}; importCheck in chunks of ${importCheckChunkRows}; memory sampled every 20 ms.`,
  '',
  '| database | call | ms | peak rss MB | rss growth MB | peak heapUsed MB |',
  '|---|---|---|---|---|---|',
  ...runs.flatMap((run) =>
    Object.entries(run.phases).map(
      ([call, figures]) =>
        `| ${run.database} | ${call} | ${figures.ms.toFixed(0)} | ${figures.rssMb.toFixed(0)} | ` +
        `${figures.rssGrowthMb.toFixed(0)} | ${figures.heapMb.toFixed(0)} |`,
    ),
  ),
  '',
  ...runs.map((run) => `${run.database}: ${run.written.toLocaleString('en-US')} locations written.`),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'location-import.json'),
  JSON.stringify({ at: new Date().toISOString(), rowCount, fileBytes: file.length, runs }, null, 2),
);
await fs.writeFile(path.join(dir, 'location-import.md'), `${report}\n`);
console.log(`\n${report}`);
