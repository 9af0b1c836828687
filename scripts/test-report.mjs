// What npm test prints at the end: the time of each step, the slowest test files and the test counts,
// read from the reports the runners wrote into test-results/.
import fs from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const resultFiles = (prefix) =>
  fs.existsSync('test-results')
    ? fs
        .readdirSync('test-results')
        .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
        .map((name) => path.join('test-results', name))
    : [];

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Each step's wall time; steps that ran side by side overlap, so the total is the run's own clock. */
export function printStepTimes(times, totalSeconds) {
  console.log('\nTime per step (min:s; steps marked ‖ ran side by side):');
  for (const { name, seconds, parallel } of times) {
    console.log(`  ${parallel ? '‖' : ' '} ${name.padEnd(24)} ${minutes(seconds).padStart(6)}`);
  }
  console.log(`    ${'whole run'.padEnd(24)} ${minutes(totalSeconds).padStart(6)}`);
}

/** Every browser spec file's time: the sum of its tests' runs (Playwright's JSON report). */
function browserFileTimes() {
  const report = readJson('test-results/e2e.json');
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${test.projectName} ${spec.file}`;
        const entry = byFile.get(key) ?? {
          project: `browser ${test.projectName}`,
          file: `e2e/${spec.file}`,
          seconds: 0,
          tests: 0,
        };
        entry.tests += 1;
        entry.seconds += (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000;
        byFile.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...byFile.values()];
}

/** The slowest test files of the run, set-up included (tests/helpers/file-times-reporter.ts). */
export function printSlowestFiles(count) {
  const files = [
    ...resultFiles('vitest-files-').flatMap((file) => readJson(file) ?? []),
    ...browserFileTimes(),
  ];
  if (files.length === 0) return;
  console.log(`\nSlowest ${count} test files:`);
  for (const { project, file, seconds, tests } of files
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file} (${project}, ${tests} tests)`);
  }
}

/** Passed, failed and skipped tests of every runner's report. */
export function readTestCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of resultFiles('vitest-results-')) {
    const unit = readJson(file);
    counts.passed += unit?.numPassedTests ?? 0;
    counts.failed += unit?.numFailedTests ?? 0;
    counts.skipped += (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0);
  }
  const e2e = readJson('test-results/e2e.json');
  counts.passed += e2e?.stats?.expected ?? 0;
  counts.failed += (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
  counts.skipped += e2e?.stats?.skipped ?? 0;
  return counts;
}
