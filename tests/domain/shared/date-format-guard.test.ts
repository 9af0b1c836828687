import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** The one module that turns dates into text (README 2026-11-25). */
const formatter = 'src/domain/shared/date-format.ts';

/** Ways to show a date that bypass the formatter or the week-numbered date picker (spec §2, §5). */
const bypasses = [
  { what: 'a browser date field', pattern: /type=\{?\s*["'](date|datetime-local|month|week)["']/ },
  { what: 'toLocaleString and its kin', pattern: /\.toLocale(Date|Time)?String\(/ },
  { what: 'Intl.DateTimeFormat', pattern: /Intl\.DateTimeFormat/ },
  { what: "Lingui's i18n.date", pattern: /\bi18n\.date\(/ },
  // dayjs may write the yyyy-MM-dd value the API and the date picker exchange, nothing else.
  { what: 'a dayjs display format', pattern: /\.format\(\s*["'`](?!YYYY-MM-DD["'`])/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.gen.ts'))
    .map((name) => join(folder, name));
}

describe('every date goes through the one formatter and the one date picker (issue 15 item 7)', () => {
  it('no screen formats a date itself or uses the browser’s date field', () => {
    const found: string[] = [];
    for (const file of [...sourceFiles('src/app'), ...sourceFiles('src/domain')]) {
      if (relative(formatter, file) === '') continue;
      readFileSync(join(repo, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { what, pattern } of bypasses) {
            if (pattern.test(line)) found.push(`${file}:${index + 1} ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
