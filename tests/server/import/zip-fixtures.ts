import { deflateRawSync } from 'node:zlib';

export interface FixturePart {
  name: string;
  data: Buffer;
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
    const packed = deflateRawSync(part.data, { level: 9 });
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

/** An .xlsx whose sheet claims 2 KB and unpacks to `bytes` of blanks inside its sheet data. */
export function xlsxBomb(bytes: number): Buffer {
  const head = Buffer.from('<?xml version="1.0"?><worksheet><sheetData>');
  const tail = Buffer.from('</sheetData></worksheet>');
  const sheet = Buffer.alloc(bytes, 0x20);
  head.copy(sheet, 0);
  tail.copy(sheet, bytes - tail.length);
  return zipOf(workbookParts(sheet));
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
