import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes a bench's figures as bench/results/NAME.json and its table as NAME.md (gitignored). */
export async function writeBenchResults(name: string, figures: unknown, report: string): Promise<void> {
  const dir = path.join(import.meta.dirname, '..', 'results');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  await fs.writeFile(path.join(dir, `${name}.md`), `${report}\n`);
}
