// The load budget of /login (issues 3 and 15): what the login page downloads before it shows (the files
// index.html names, what they import statically, and the nb-NO catalog), as the server sends it
// brotli-compressed, stays within the budget, and none of it is an /app screen. Sizes are deterministic
// for a build, unlike timings. Reads Vite's manifest; `node scripts/check-bundle-size.mjs [build folder]`.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const budgetBytes = 150 * 1024;
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

const files = new Set();
function collect(chunk) {
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest[imported]);
}

// The start chunk holds the entry, so the manifest may have no 'index.html' key: the page names its files.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) {
  files.add(file);
  collect(chunkByFile.get(file));
}
// A login route split out of the start chunk is loaded before the page shows, too.
collect(manifest[Object.keys(manifest).find((key) => key.startsWith('src/app/routes/login.tsx')) ?? '']);
collect(manifest['locales/nb-NO.po?start']);

/** The bytes on the wire: the build's .br copy (scripts/precompress-plugin.ts), or made here the same way. */
function brotliSize(file) {
  const copy = path.join(dist, `${file}.br`);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const source = fs.readFileSync(path.join(dist, file));
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const sizes = [...files].map((file) => ({ file, brotli: brotliSize(file) }));
const total = sizes.reduce((sum, entry) => sum + entry.brotli, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, brotli } of sizes.sort((a, b) => b.brotli - a.brotli).slice(0, 8))
  console.log(`  ${kb(brotli).padStart(9)}  ${file}`);
console.log(`/login loads ${files.size} files, ${kb(total)} brotli (budget ${kb(budgetBytes)})`);

const screens = Object.entries(manifest)
  .filter(([key, chunk]) => key.startsWith('src/app/routes/app/') && files.has(chunk.file))
  .map(([key]) => key);
if (screens.length > 0) {
  console.error(`/login loads screens of the logged-in app: ${screens.join(', ')}`);
  process.exit(1);
}
if (total > budgetBytes) {
  console.error('Over the load budget of /login.');
  process.exit(1);
}
