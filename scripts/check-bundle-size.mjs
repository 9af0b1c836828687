// The load budget of /login (issue 3): the JavaScript and CSS the login page needs, gzip-compressed,
// stay within 180 KB. Sizes are deterministic for a build, unlike timings. Reads Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 180 * 1024;
const dist = 'dist';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
const loginKey = Object.keys(manifest).find((key) => key.startsWith('src/app/routes/login.tsx'));
if (!loginKey) throw new Error('The build has no chunk for the login route');
collect(loginKey);
collect('locales/nb-NO.po');

const sizes = [...files].map((file) => ({
  file,
  gzip: gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
}));
const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
  console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
console.log(`/login loads ${files.size} files, ${kb(total)} gzip (budget ${kb(budgetBytes)})`);
if (total > budgetBytes) {
  console.error('Over the load budget of /login.');
  process.exit(1);
}
