// npm run backup -- FILE, npm run restore -- FILE [--force]: installs what is missing, then runs the
// backup and restore command (src/server/ops/ops-cli.ts) with its exit code.
import { spawnSync } from 'node:child_process';
import { ensureInstalled } from './ensure-installed.mjs';

ensureInstalled();

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/ops/ops-cli.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
