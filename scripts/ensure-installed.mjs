// Installs the npm dependencies when node_modules is missing or older than package-lock.json.
// Plain Node (no dependencies): it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const lockFile = 'package-lock.json';
const installedMarker = 'node_modules/.package-lock.json';

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureInstalled() {
  const installedAt = mtime(installedMarker);
  if (installedAt > 0 && installedAt >= mtime(lockFile) && installedAt >= mtime('package.json')) return;
  const args = fs.existsSync(lockFile)
    ? ['ci', '--no-audit', '--no-fund']
    : ['install', '--no-audit', '--no-fund'];
  console.log(`Installing dependencies (npm ${args[0]}) …`);
  run('npm', args);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
