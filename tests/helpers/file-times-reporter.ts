import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  /** Everything the file cost: environment, imports, collection, hooks and tests. */
  seconds: number;
  tests: number;
}

/**
 * Writes how long each test file took, its set-up included, to test-results/vitest-files-*.json, for
 * the slowest-files list npm test prints (scripts/test-report.mjs). The JSON reporter gives only the
 * span of a file's tests.
 */
export default class FileTimesReporter implements Reporter {
  private readonly times: FileTime[] = [];

  onTestModuleEnd(testModule: TestModule) {
    const diagnostic = testModule.diagnostic();
    this.times.push({
      project: testModule.project.name,
      file: path.relative(process.cwd(), testModule.moduleId),
      seconds:
        (diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.duration) /
        1000,
      tests: [...testModule.children.allTests()].length,
    });
  }

  onTestRunEnd() {
    const projects = [...new Set(this.times.map((time) => time.project))].sort().join('+') || 'none';
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(`test-results/vitest-files-${projects}.json`, JSON.stringify(this.times, null, 1));
  }
}
