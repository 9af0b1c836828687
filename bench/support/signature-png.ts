import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG data URL the size a tablet's signature pad exports (a 5:2 canvas at pixel ratio 2): a few
 * wavy strokes 3 px wide on a transparent background, deflated as a browser would.
 */
export function signaturePng(width = 1468, height = 587, strokes = 4): string {
  const stride = width * 4 + 1;
  const pixels = Buffer.alloc(stride * height);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < width && py >= 0 && py < height) {
          pixels.writeUInt32BE(0x111111ff, py * stride + 1 + px * 4);
        }
      }
    }
  };
  for (let stroke = 0; stroke < strokes; stroke++) {
    const from = (stroke / strokes) * width * 0.85 + width * 0.05;
    for (let step = 0; step < width * 0.25; step += 0.5) {
      const x = from + step;
      const y = height * (0.55 + 0.18 * Math.sin(step / (18 + stroke * 7)) - 0.05 * stroke);
      ink(x, y);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
