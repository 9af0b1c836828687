// npm test: every check of the project in one run, and one closing line with the test counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuilt } from './ensure-built.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled } from './ensure-installed.mjs';

ensureInstalled();
ensureChromium();
fs.mkdirSync('test-results', { recursive: true });

const steps = [
  ['translations', 'npx', ['lingui', 'extract', '--clean']],
  ['catalogs', 'node', ['scripts/check-catalogs.mjs']],
  ['types', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'unit and API',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['build', null, []],
  ['load budget', 'node', ['scripts/check-bundle-size.mjs']],
  ['browser', 'npx', ['playwright', 'test']],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n── ${name} ──`);
  if (command === null) {
    ensureBuilt();
    continue;
  }
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) failedSteps.push(name);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const unit = readJson('test-results/vitest.json');
const e2e = readJson('test-results/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
