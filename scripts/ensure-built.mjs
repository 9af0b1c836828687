// Builds the PWA into dist/ when a source it is made from is newer than the last build.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './ensure-installed.mjs';

const sources = [
  'index.html',
  'vite.config.ts',
  'scripts/precompress-plugin.ts',
  'package-lock.json',
  'src/app',
  'src/domain',
  'public',
  'locales',
  'sw',
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether dist/ was built after every source it is made from changed. */
export function isBuildCurrent() {
  const builtAt = newestMtime('dist/index.html');
  return builtAt > 0 && builtAt >= Math.max(...sources.map(newestMtime));
}

export const buildCommand = ['npx', ['vite', 'build', '--logLevel', 'warn']];

export function ensureBuilt() {
  if (isBuildCurrent()) return;
  console.log('Building the app …');
  run(...buildCommand);
}
