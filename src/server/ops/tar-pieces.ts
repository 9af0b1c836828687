import { OpsError } from './ops-error.ts';

/**
 * A tar file read as it streams in, without holding it whole (a 1M-order PGlite folder is 2 GB): each
 * entry's header, then its data as views of the arriving chunks, ending with its padding to 512 bytes.
 */
export type TarPiece =
  | { kind: 'header'; name: string; type: 'file' | 'directory' | 'other'; size: number; bytes: Uint8Array }
  | { kind: 'data'; bytes: Uint8Array; isPadding: boolean };

export const tarBlock = 512;

function field(header: Uint8Array, offset: number, length: number) {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

function parseHeader(bytes: Uint8Array): TarPiece & { kind: 'header' } {
  const prefix = field(bytes, 345, 131);
  const name = prefix ? `${prefix}/${field(bytes, 0, 100)}` : field(bytes, 0, 100);
  const size = Number.parseInt(field(bytes, 124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new OpsError('The backup is not a readable tar file.');
  const flag = String.fromCharCode(bytes[156]!);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
  return { kind: 'header', name, type, size, bytes };
}

export async function* tarPieces(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarPiece> {
  let header = new Uint8Array(tarBlock);
  let headerFill = 0;
  let dataLeft = 0;
  let paddingLeft = 0;
  for await (const chunk of source) {
    let offset = 0;
    while (offset < chunk.length) {
      if (dataLeft > 0 || paddingLeft > 0) {
        const isPadding = dataLeft === 0;
        const take = Math.min(isPadding ? paddingLeft : dataLeft, chunk.length - offset);
        yield { kind: 'data', bytes: chunk.subarray(offset, offset + take), isPadding };
        if (isPadding) paddingLeft -= take;
        else dataLeft -= take;
        offset += take;
        continue;
      }
      const take = Math.min(tarBlock - headerFill, chunk.length - offset);
      header.set(chunk.subarray(offset, offset + take), headerFill);
      headerFill += take;
      offset += take;
      if (headerFill < tarBlock) continue;
      // Two blocks of zeros end the archive; what follows them is not read.
      if (header.every((byte) => byte === 0)) return;
      const piece = parseHeader(header);
      yield piece;
      dataLeft = piece.size;
      paddingLeft = (tarBlock - (piece.size % tarBlock)) % tarBlock;
      header = new Uint8Array(tarBlock);
      headerFill = 0;
    }
  }
  if (headerFill > 0 || dataLeft > 0 || paddingLeft > 0) throw new OpsError('The backup ends early.');
}
