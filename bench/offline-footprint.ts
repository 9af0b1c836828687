// npm run bench:footprint (issue 15 item 13) — what a dock tablet keeps in IndexedDB after the start's
// warm-up (src/app/warm-up): for each Norwegian demo user whose tasks show the dock, a login in Debian
// Chromium on the built app, the start page left open until no new read is kept, then the JSON size of
// every kept read, summed per query-key kind, and the largest single read. Needs the built app (`npx vite
// build`; STATIC_DIR names another folder). Writes bench/results/offline-footprint.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from './support/app-server.ts';
import { openBrowserSession } from './support/browser-session.ts';
import { keptReads, kindOf, waitForQuietReads, type KeptRead } from './support/kept-reads.ts';

const logins = (process.env.BENCH_FOOTPRINT_LOGINS ?? 'lager,global,kunde.admin,butikk,rapport').split(',');

interface Footprint {
  login: string;
  reads: number;
  bytes: number;
  byKind: Record<string, { reads: number; bytes: number }>;
  largest: { kind: string; bytes: number };
}

function footprintOf(login: string, reads: KeptRead[]): Footprint {
  const byKind: Footprint['byKind'] = {};
  for (const read of reads) {
    const kind = (byKind[kindOf(read.queryKey)] ??= { reads: 0, bytes: 0 });
    kind.reads += 1;
    kind.bytes += read.bytes;
  }
  const largest = reads.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    login,
    reads: reads.length,
    bytes: reads.reduce((sum, read) => sum + read.bytes, 0),
    byKind,
    largest: { kind: kindOf(largest.queryKey), bytes: largest.bytes },
  };
}

async function measure(baseURL: string): Promise<Footprint[]> {
  const footprints: Footprint[] = [];
  for (const login of logins) {
    const session = await openBrowserSession(baseURL, login, 'NO-');
    try {
      await waitForQuietReads(session.page, session.user.userId);
      footprints.push(footprintOf(login, await keptReads(session.page, session.user.userId)));
      console.log(footprints.at(-1));
    } finally {
      await session.browser.close();
    }
  }
  return footprints;
}

const server = await startAppServer();
const footprints = await measure(server.baseURL).finally(server.stop);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const kinds = [...new Set(footprints.flatMap((f) => Object.keys(f.byKind)))].sort();
const report = [
  '# What a dock tablet keeps after the start warm-up (issue 15 item 13)',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} cores; the server on in-memory PGlite with the demo seed.`,
  'JSON bytes of the kept reads (IndexedDB `reads`, one row per query key), per demo user.',
  '',
  '| login | reads | total | largest read |',
  '|---|---|---|---|',
  ...footprints.map(
    (f) => `| ${f.login} | ${f.reads} | ${kb(f.bytes)} | ${f.largest.kind}: ${kb(f.largest.bytes)} |`,
  ),
  '',
  '## By query-key kind',
  '',
  `| kind | ${footprints.map((f) => f.login).join(' | ')} |`,
  `|---|${footprints.map(() => '---').join('|')}|`,
  ...kinds.map(
    (kind) =>
      `| ${kind} | ${footprints
        .map((f) => (f.byKind[kind] ? `${kb(f.byKind[kind].bytes)} (${f.byKind[kind].reads})` : '—'))
        .join(' | ')} |`,
  ),
].join('\n');

const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'offline-footprint.json'),
  JSON.stringify({ at: new Date().toISOString(), footprints }, null, 2),
);
await fs.writeFile(path.join(dir, 'offline-footprint.md'), `${report}\n`);
console.log(`\n${report}`);
