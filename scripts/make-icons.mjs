// Draws the app icons of the web manifest into public/icons/ (run once, the PNGs are committed):
// `npx tsx scripts/make-icons.mjs`. The pallet logo of brand-logo.tsx in the default brand's colours,
// as a rounded tile (purpose "any") and full-bleed with the pallet inside the safe zone ("maskable").
import fs from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { brands } from '../src/app/config/brands.ts';

/** The logo in its 64×64 SVG units: the tile's corner radius and the boards (x, y, width, height). */
const tileRadius = 12;
const boards = [
  [10, 18, 44, 7],
  [10, 30, 44, 7],
  [12, 42, 9, 7],
  [27.5, 42, 9, 7],
  [43, 42, 9, 7],
];
/** Maskable icons are cropped to a circle of 40 % of their size: the pallet shrinks to fit in it. */
const maskableScale = 0.72;
const samples = 4;

const hex = (colour) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

function insideRoundedTile(x, y) {
  const cx = Math.min(Math.max(x, tileRadius), 64 - tileRadius);
  const cy = Math.min(Math.max(y, tileRadius), 64 - tileRadius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= tileRadius ** 2;
}

function onBoard(x, y, scale) {
  const lx = 32 + (x - 32) / scale;
  const ly = 33.5 + (y - 33.5) / scale;
  return boards.some(([bx, by, w, h]) => lx >= bx && lx < bx + w && ly >= by && ly < by + h);
}

/** One RGBA pixel, supersampled so the edges are smooth. */
function pixel(px, py, size, isMaskable, tile, board) {
  let tileHits = 0;
  let boardHits = 0;
  for (let sy = 0; sy < samples; sy++) {
    for (let sx = 0; sx < samples; sx++) {
      const x = ((px + (sx + 0.5) / samples) / size) * 64;
      const y = ((py + (sy + 0.5) / samples) / size) * 64;
      if (!isMaskable && !insideRoundedTile(x, y)) continue;
      tileHits++;
      if (onBoard(x, y, isMaskable ? maskableScale : 1)) boardHits++;
    }
  }
  const covered = tileHits / samples ** 2;
  const boardShare = tileHits === 0 ? 0 : boardHits / tileHits;
  const rgb = tile.map((value, index) => Math.round(value + (board[index] - value) * boardShare));
  return [...rgb, Math.round(covered * 255)];
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, isMaskable) {
  const { tile, boards: board } = brands.default;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) row.push(...pixel(x, y, size, isMaskable, hex(tile), hex(board)));
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  fs.writeFileSync(`public/icons/icon-${size}.png`, png(size, false));
  fs.writeFileSync(`public/icons/icon-maskable-${size}.png`, png(size, true));
}
console.log('wrote public/icons/icon-{192,512}.png and icon-maskable-{192,512}.png');
