import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { backup } from './backup.ts';
import { OpsError } from './ops-error.ts';
import { restore } from './restore.ts';
import { withoutPassword } from './without-password.ts';

/** `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (scripts/ops.mjs). */
const usage = `Usage:
  npm run backup -- FILE             back up the portal's database, running or stopped, into FILE
  npm run restore -- FILE [--force]  restore FILE into the portal's database, which must be empty;
                                     --force replaces the database that is there
The database is DATABASE_URL (PostgreSQL, with pg_dump and pg_restore on PATH), or else the PGlite
data folder DATA_DIR (default .data). A running PGlite portal is asked for the backup at
http://127.0.0.1:PORT/ops/backup, with METRICS_TOKEN as its bearer token when one is set.`;

const exitCode = { done: 0, failed: 1, badUsage: 2 } as const;

function parse(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    });
    const [command, file, ...rest] = positionals;
    if (values.help) return 'help';
    const isCommand = command === 'backup' || command === 'restore';
    if (!isCommand || !file || rest.length > 0 || (values.force && command !== 'restore')) return null;
    // npm runs scripts in the package's folder; INIT_CWD is where the operator typed the command.
    return { command, file: path.resolve(process.env.INIT_CWD ?? '', file), force: values.force };
  } catch {
    return null;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function run(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (parsed === 'help' || parsed === null) {
    (parsed === null ? console.error : console.log)(usage);
    return parsed === null ? exitCode.badUsage : exitCode.done;
  }
  const config = loadConfig();
  const started = performance.now();
  if (parsed.command === 'backup') {
    const { bytes, source } = await backup(config, parsed.file);
    console.log(`Backed up ${source} to ${parsed.file}: ${megabytes(bytes)} in ${seconds(started)}.`);
    return exitCode.done;
  }
  if (!fs.existsSync(parsed.file)) throw new OpsError(`${parsed.file} does not exist.`);
  const target = await restore(config, parsed.file, parsed.force);
  const { size } = fs.statSync(parsed.file);
  console.log(`Restored ${parsed.file} (${megabytes(size)}) into ${target} in ${seconds(started)}.`);
  return exitCode.done;
}

let code: number;
try {
  code = await run(process.argv.slice(2));
} catch (error) {
  const isExpected =
    error instanceof OpsError || error instanceof ConfigError || error instanceof DataDirInUseError;
  const message = isExpected ? (error as Error).message : String((error as Error).stack ?? error);
  console.error(withoutPassword(message));
  code = exitCode.failed;
}
// A closed PGlite may leave its timers behind and keep the process alive for a long while
// (https://github.com/electric-sql/pglite/issues/925); everything is written and closed by now.
process.exit(code);
