// npm run bench:media — the media handler (spec §7, issue 21 item 4): bytes of each template against the
// original, for the demo SVG originals and for a 1600 px PNG "photo" made from each (what an uploaded
// product picture weighs), and the time of the first resize against a hit in memory and on disk (a new
// process on the same DATA_DIR). Service level, no HTTP. Writes bench/results/media.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mediaTemplates, type MediaTemplateName } from '../src/domain/media/media-templates.ts';
import { MediaCache } from '../src/server/modules/media/media-cache.ts';
import { renderPicture } from '../src/server/modules/media/render-picture.ts';
import { makeMediaService } from '../src/server/modules/media/service.ts';
import { percentiles } from './support/measure.ts';

const hits = 200;
const source = path.join(import.meta.dirname, '..', 'public', 'products');
const templates = Object.keys(mediaTemplates) as MediaTemplateName[];
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-media-'));

// The renderer's one-time start (WebAssembly compile), apart from the resizes.
let started = performance.now();
await renderPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'), 'svg', {
  ...mediaTemplates['product-icon'],
});
const rendererStartMs = performance.now() - started;

// The assets base: the demo SVGs, and each as a 1600 px PNG photo.
const assets = path.join(work, 'assets');
await fs.mkdir(path.join(assets, 'products'), { recursive: true });
const names: string[] = [];
for (const file of (await fs.readdir(source)).filter((name) => name.endsWith('.svg')).sort()) {
  const svg = await fs.readFile(path.join(source, file));
  await fs.writeFile(path.join(assets, 'products', file), svg);
  const photo = await renderPicture(svg, 'svg', {
    folder: 'products',
    width: 1600,
    height: 1600,
    format: 'png',
  });
  const photoName = file.replace(/\.svg$/, '-photo.png');
  await fs.writeFile(path.join(assets, 'products', photoName), photo);
  names.push(file, photoName);
}

const cacheDir = path.join(work, 'media-cache');
const mediaPicture = makeMediaService(assets, new MediaCache(cacheDir));
const rows: {
  name: string;
  template: MediaTemplateName;
  originalBytes: number;
  bytes: number;
  firstMs: number;
}[] = [];
for (const name of names) {
  const originalBytes = (await fs.stat(path.join(assets, 'products', name))).size;
  for (const template of templates) {
    started = performance.now();
    const first = await mediaPicture(template, name);
    const firstMs = performance.now() - started;
    if (first.source !== 'rendered') throw new Error(`${template}/${name} was not resized first`);
    rows.push({ name, template, originalBytes, bytes: first.bytes.length, firstMs });
  }
}

/** Sequential hits on every picture, in the cache of a running process or of a restarted one (disk). */
async function hitTimes(kind: 'memory' | 'disk') {
  const times: number[] = [];
  for (let round = 0; round < hits; round++) {
    const service = kind === 'memory' ? mediaPicture : makeMediaService(assets, new MediaCache(cacheDir));
    const name = names[round % names.length]!;
    const template = templates[round % templates.length]!;
    const at = performance.now();
    const picture = await service(template, name);
    times.push(performance.now() - at);
    if (picture.source !== kind) throw new Error(`expected a ${kind} hit, got ${picture.source}`);
  }
  return percentiles(times);
}
const memory = await hitTimes('memory');
const disk = await hitTimes('disk');
await fs.rm(work, { recursive: true, force: true });

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (picked: typeof rows) => picked.reduce((total, row) => total + row.bytes, 0);
const firstTimes = percentiles(rows.map((row) => row.firstMs));
const byTemplate = (template: MediaTemplateName, photos: boolean) =>
  rows.filter((row) => row.template === template && row.name.endsWith('-photo.png') === photos);
const summary = templates.map((template) => {
  const svg = byTemplate(template, false);
  const photo = byTemplate(template, true);
  return {
    template,
    size: `${mediaTemplates[template].width}×${mediaTemplates[template].height}`,
    svgOriginalKb: kb(svg.reduce((total, row) => total + row.originalBytes, 0) / svg.length),
    fromSvgKb: kb(sum(svg) / svg.length),
    photoOriginalKb: kb(photo.reduce((total, row) => total + row.originalBytes, 0) / photo.length),
    fromPhotoKb: kb(sum(photo) / photo.length),
    firstMs: percentiles(svg.concat(photo).map((row) => row.firstMs)),
  };
});

const report = [
  '# Media handler: template sizes and resize cost',
  '',
  `${names.length / 2} demo product originals (SVG, public/products) and the same as 1600×1600 PNG photos; ` +
    `averages per picture. Renderer: @resvg/resvg-wasm, started once in ${rendererStartMs.toFixed(0)} ms.`,
  '',
  '| template | size | SVG original KB | from SVG KB | PNG photo original KB | from photo KB | first resize median ms | p95 ms |',
  '|---|---|---|---|---|---|---|---|',
  ...summary.map(
    (row) =>
      `| ${row.template} | ${row.size} | ${row.svgOriginalKb} | ${row.fromSvgKb} | ${row.photoOriginalKb} | ` +
      `${row.fromPhotoKb} | ${row.firstMs.p50.toFixed(1)} | ${row.firstMs.p95.toFixed(1)} |`,
  ),
  '',
  '| served | median ms | p95 ms |',
  '|---|---|---|',
  `| first request: resized (all ${rows.length}) | ${firstTimes.p50.toFixed(2)} | ${firstTimes.p95.toFixed(2)} |`,
  `| cached, same process (memory), ${hits} hits | ${memory.p50.toFixed(3)} | ${memory.p95.toFixed(3)} |`,
  `| cached, restarted process (disk), ${hits} hits | ${disk.p50.toFixed(3)} | ${disk.p95.toFixed(3)} |`,
  '',
  "A hit still reads the original's size and time (one stat) to know the picture is current.",
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'media.json'),
  JSON.stringify(
    { at: new Date().toISOString(), rendererStartMs, hits, summary, memory, disk, rows },
    null,
    2,
  ),
);
await fs.writeFile(path.join(dir, 'media.md'), `${report}\n`);
console.log(`\n${report}`);
