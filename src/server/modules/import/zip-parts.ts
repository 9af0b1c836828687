import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const endOfDirectoryBytes = 22;
const maxCommentBytes = 0xffff;
const stored = 0;
const deflated = 8;

/** One part of a zip as its central directory names it. */
export interface ZipPart {
  name: string;
  method: number;
  packedBytes: number;
  localHeaderOffset: number;
}

/** The parts a zip's central directory lists; null when it cannot be read, or it is a Zip64 archive. */
export function zipParts(content: Buffer): ZipPart[] | null {
  const searchFrom = Math.max(0, content.length - endOfDirectoryBytes - maxCommentBytes);
  let end = -1;
  for (let offset = content.length - endOfDirectoryBytes; offset >= searchFrom; offset -= 1) {
    if (content.readUInt32LE(offset) === endOfDirectorySignature) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== directoryEntrySignature) return null;
    const packedBytes = content.readUInt32LE(offset + 20);
    const localHeaderOffset = content.readUInt32LE(offset + 42);
    if (packedBytes === 0xffffffff || localHeaderOffset === 0xffffffff) return null;
    const nameBytes = content.readUInt16LE(offset + 28);
    parts.push({
      name: content.toString('utf8', offset + 46, offset + 46 + nameBytes),
      method: content.readUInt16LE(offset + 10),
      packedBytes,
      localHeaderOffset,
    });
    offset += 46 + nameBytes + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
  return parts;
}

/** The packed bytes of a part, after its local header (whose name and extra field may differ in length). */
function packedData(content: Buffer, part: ZipPart): Buffer | null {
  const at = part.localHeaderOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== localHeaderSignature) return null;
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const end = start + part.packedBytes;
  return end <= content.length ? content.subarray(start, end) : null;
}

export interface UnpackLimits {
  /** The most parts the archive may hold. */
  parts: number;
  /** The most bytes all parts may unpack to, counted as they are inflated, not as the archive claims. */
  bytes: number;
}

/** Looks at one unpacked part; false refuses the archive as too large. */
export type PartCheck = (name: string, data: Buffer) => boolean;

export type UnpackVerdict = 'ok' | 'unreadable' | 'tooLarge';

/**
 * Unpacks every part with a running byte budget and throws the output away: zlib stops a part the
 * moment it would pass what is left of the budget, so an archive that claims 2 KB a part and holds
 * 800 MB costs at most `limits.bytes` of memory and the time to inflate that much, on zlib's threads.
 */
export async function checkUnpackedSize(
  content: Buffer,
  limits: UnpackLimits,
  checkPart: PartCheck = () => true,
): Promise<UnpackVerdict> {
  const parts = zipParts(content);
  if (parts === null) return 'unreadable';
  if (parts.length > limits.parts) return 'tooLarge';
  let left = limits.bytes;
  for (const part of parts) {
    const data = packedData(content, part);
    if (data === null) return 'unreadable';
    let unpacked: Buffer;
    if (part.method === stored) {
      unpacked = data;
    } else if (part.method === deflated) {
      try {
        unpacked = await inflate(data, { maxOutputLength: Math.max(1, left) });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    left -= unpacked.length;
    if (left < 0 || !checkPart(part.name, unpacked)) return 'tooLarge';
  }
  return 'ok';
}
