import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Vitest runs from the repository's root. */
const repo = process.cwd();
/** The one wrapper that gives an icon-only button its tooltip (spec §9). */
const wrapper = join('src', 'app', 'ui', 'icon-button', 'icon-button.tsx');

describe('every icon-only button has a tooltip with the 100 ms delays (spec §9)', () => {
  it('no screen uses a bare ActionIcon: IconButton names it and shows the name as a tooltip', () => {
    const folder = join('src', 'app');
    const files = readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => join(folder, name))
      .filter((file) => file !== wrapper);
    const found = files.filter((file) => /<ActionIcon\b/.test(readFileSync(join(repo, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
