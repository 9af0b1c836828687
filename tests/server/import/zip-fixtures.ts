import { constants, deflateRawSync } from 'node:zlib';

export interface FixturePart {
  name: string;
  data: Buffer;
  /** The part already deflated (then `data` is not packed again); its unpacked size is `claimedBytes`. */
  packed?: Buffer;
  /** The unpacked size the archive claims; the part's real size unless told. */
  claimedBytes?: number;
}

/** A zip whose parts are deflated, with local headers and a central directory (CRCs left 0). */
export function zipOf(parts: readonly FixturePart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = part.packed ?? deflateRawSync(part.data, { level: 9 });
    const claimed = part.claimedBytes ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(claimed, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = directory.reduce((sum, buffer) => sum + buffer.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const workbookParts = (sheet: Buffer): FixturePart[] => [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
  },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook><sheets/></workbook>') },
  { name: 'xl/worksheets/sheet1.xml', data: sheet, claimedBytes: 2048 },
];

const blanksPerPiece = 1024 * 1024;

/**
 * A deflate stream of `head`, `bytes` blanks and `tail`, made without holding the blanks: pieces
 * flushed with Z_SYNC_FLUSH end on a byte boundary without ending the stream, so one packed megabyte
 * of blanks can be repeated, and an empty last piece ends it.
 */
function packedBlanks(head: Buffer, bytes: number, tail: Buffer): Buffer {
  const piece = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  const blanks = piece(Buffer.alloc(blanksPerPiece, 0x20));
  const pieces = [piece(head)];
  for (let left = bytes; left > 0; left -= blanksPerPiece)
    pieces.push(left >= blanksPerPiece ? blanks : piece(Buffer.alloc(left, 0x20)));
  pieces.push(piece(tail), deflateRawSync(Buffer.alloc(0)));
  return Buffer.concat(pieces);
}

/** An .xlsx whose sheet claims 2 KB and unpacks to about `bytes` of blanks inside its sheet data. */
export function xlsxBomb(bytes: number): Buffer {
  const head = Buffer.from('<?xml version="1.0"?><worksheet><sheetData>');
  const tail = Buffer.from('</sheetData></worksheet>');
  const [types, workbook, sheet] = workbookParts(Buffer.alloc(0));
  return zipOf([types!, workbook!, { ...sheet!, packed: packedBlanks(head, bytes, tail) }]);
}

/** An .xlsx of a few kilobytes packed whose sheet holds `cells` empty cells (`<c r="A1"/>`, one row). */
export function xlsxOfManyCells(cells: number): Buffer {
  const body = '<c/>'.repeat(cells);
  return zipOf(
    workbookParts(
      Buffer.from(
        `<?xml version="1.0"?><worksheet><sheetData><row r="1">${body}</row></sheetData></worksheet>`,
      ),
    ),
  );
}
