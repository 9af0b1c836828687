// npm test: every check of the project in one run, the time of each step, the slowest test files, and one
// closing line with the test counts. `npm test -- --only lint,api-pglite` runs some steps alone (names below).
import fs from 'node:fs';
import os from 'node:os';
import { buildCommand, isBuildCurrent } from './ensure-built.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { printSlowestFiles, printStepTimes, readTestCounts } from './test-report.mjs';
import { runStep, runSteps, timed } from './test-steps.mjs';

const runStart = performance.now();
const only = onlySteps(process.argv.slice(2));
const wanted = (step) => only === null || only.includes(step.name);
const times = [];
const failed = [];
const record = (results, parallel = false) => {
  for (const result of results) {
    times.push({ ...result, parallel });
    if (!result.ok) failed.push(result.name);
  }
};

record([timed('install', ensureInstalled)]);
record([timed('chromium', ensureChromium)]);
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

// Vitest runs one file at a time on a 2-core machine (cores - 1 workers). The PGlite and unit steps
// get a worker per core: they are the longest, and run alone at the end of the side-by-side phase,
// where one worker left a core idle for minutes (2026-11-29: 62 % of the CPU used over the run).
const workersPerCore = String(os.availableParallelism());
const vitest = (name, projects, maxWorkers) => ({
  name,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(maxWorkers ? [`--maxWorkers=${maxWorkers}`] : []),
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=test-results/vitest-results-${name}.json`,
    '--reporter=./tests/helpers/file-times-reporter.ts',
  ],
});

// Translations first: the catalog check reads what extraction wrote, and the build bundles the catalogs.
const translations = [
  { name: 'translations', command: 'npx', args: ['lingui', 'extract', '--clean'] },
  { name: 'catalogs', command: 'node', args: ['scripts/check-catalogs.mjs'] },
].filter(wanted);
for (const step of translations) record([await runStep(step)]);

// Everything else needs only the sources, the browser tests only the build. The machine's two cores
// take three steps at a time: the PostgreSQL project waits on its server much of its run, and the static
// checks are single-threaded. The browser tests run after, on a quieter machine, with their own workers.
const browserSteps = ['load budget', 'browser'];
const needsBuild = !isBuildCurrent() && (only === null || browserSteps.some((name) => only.includes(name)));
const build = needsBuild ? [{ name: 'build', command: buildCommand[0], args: buildCommand[1] }] : [];
const sideBySide = [
  ...build,
  ...[
    vitest('api-pglite', ['server-pglite'], workersPerCore),
    ...(process.env.TEST_DATABASE_URL ? [vitest('api-postgres', ['server-postgres'])] : []),
    vitest('unit', ['domain', 'app', 'app-isolated'], workersPerCore),
    { name: 'types', command: 'npx', args: ['tsc', '-b'] },
    {
      name: 'lint',
      command: 'npx',
      args: [
        'eslint',
        '.',
        '--max-warnings',
        '0',
        '--cache',
        '--cache-location',
        'node_modules/.cache/eslint/',
      ],
    },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn', '--cache'] },
  ].filter(wanted),
];
record(await runSteps(sideBySide, { concurrency: 3 }), true);

const browser = [
  { name: 'load budget', command: 'node', args: ['scripts/check-bundle-size.mjs'] },
  { name: 'browser', command: 'npx', args: ['playwright', 'test'], stream: true },
].filter(wanted);
for (const step of browser) record([await runStep(step)]);

printStepTimes(times, (performance.now() - runStart) / 1000);
printSlowestFiles(10);
const counts = readTestCounts();
console.log('');
if (failed.length > 0) console.log(`Failed steps: ${failed.join(', ')}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);

function onlySteps(argv) {
  const index = argv.indexOf('--only');
  return index === -1 ? null : (argv[index + 1] ?? '').split(',').map((name) => name.trim());
}
