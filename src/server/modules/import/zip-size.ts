const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const endOfDirectoryBytes = 22;
const maxCommentBytes = 0xffff;

/**
 * The bytes a zip's entries take unpacked, by its central directory; null when the directory cannot
 * be found or read (the workbook reader then fails on it as well). Zip64 sizes count as unlimited.
 */
export function unpackedZipBytes(content: Buffer): number | null {
  const searchFrom = Math.max(0, content.length - endOfDirectoryBytes - maxCommentBytes);
  let end = -1;
  for (let offset = content.length - endOfDirectoryBytes; offset >= searchFrom; offset -= 1) {
    if (content.readUInt32LE(offset) === endOfDirectorySignature) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== directoryEntrySignature) return null;
    const size = content.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      content.readUInt16LE(offset + 28) +
      content.readUInt16LE(offset + 30) +
      content.readUInt16LE(offset + 32);
  }
  return total;
}
