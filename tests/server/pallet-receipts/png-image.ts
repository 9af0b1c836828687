import { randomBytes } from 'node:crypto';
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
 * A real RGBA PNG (RFC 2083), as a signature pad exports one: a dark stroke across a transparent
 * canvas, or random pixels stored uncompressed when a test needs a large image of a known size.
 */
export function pngImage(width: number, height: number, { isNoise = false } = {}): Buffer {
  const stride = width * 4 + 1;
  const pixels = isNoise ? randomBytes(stride * height) : Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    pixels[row * stride] = 0; // filter type None
    if (!isNoise) {
      const x = Math.floor((row / height) * width);
      pixels.writeUInt32BE(0x202040ff, row * stride + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: isNoise ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
