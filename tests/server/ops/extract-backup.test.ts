import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractBackup } from '../../../src/server/ops/extract-backup.ts';

interface Entry {
  name: string;
  content?: string;
}

/** A tar as PGlite's dumpDataDir writes one: names from the folder's root with a leading slash. */
function tarOf(entries: Entry[]): Buffer {
  const blocks = entries.flatMap(({ name, content }) => {
    const header = Buffer.alloc(512);
    const data = Buffer.from(content ?? '');
    header.write(name, 0);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(content === undefined ? '5' : '0', 156);
    header.write('ustar\0' + '00', 257);
    return [header, data, Buffer.alloc((512 - (data.length % 512)) % 512)];
  });
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('unpacking a PGlite backup', () => {
  let work: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-extract-'));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  let count = 0;
  const backupOf = (tar: Buffer) => {
    const file = path.join(work, `backup-${++count}.tar.gz`);
    fs.writeFileSync(file, zlib.gzipSync(tar));
    return file;
  };
  const newFolder = () => fs.mkdtempSync(path.join(work, 'data-'));

  it('writes the database’s files and leaves out the lock and the picture cache', async () => {
    const file = backupOf(
      tarOf([
        { name: '/PG_VERSION', content: '17\n' },
        { name: '/base' },
        { name: '/base/1' },
        { name: '/base/1/112', content: 'x'.repeat(1000) },
        { name: '/portal.lock', content: '4242\nanother-host\n' },
        { name: '/media-cache' },
        { name: '/media-cache/eur.png', content: 'png' },
      ]),
    );
    const folder = newFolder();
    expect(await extractBackup(file, folder)).toBe(true);
    expect(fs.readdirSync(folder).sort()).toEqual(['PG_VERSION', 'base']);
    expect(fs.readFileSync(path.join(folder, 'base/1/112'), 'utf8')).toBe('x'.repeat(1000));
  });

  it('never writes outside the folder, whatever names the file holds', async () => {
    const file = backupOf(
      tarOf([
        { name: '/PG_VERSION', content: '17\n' },
        { name: '/../escaped', content: '!' },
      ]),
    );
    const folder = newFolder();
    await expect(extractBackup(file, folder)).rejects.toThrow('names a file outside the data folder');
    expect(fs.existsSync(path.join(work, 'escaped'))).toBe(false);
  });

  it('says that a cut-off file is not a readable backup', async () => {
    const whole = fs.readFileSync(backupOf(tarOf([{ name: '/PG_VERSION', content: 'x'.repeat(100_000) }])));
    const file = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(file, whole.subarray(0, whole.length / 2));
    await expect(extractBackup(file, newFolder())).rejects.toThrow('is not a readable backup');
  });
});
