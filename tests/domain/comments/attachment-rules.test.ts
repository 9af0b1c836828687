import { describe, expect, it } from 'vitest';
import { attachmentFileName } from '../../../src/domain/comments/attachment-file-name.ts';
import {
  attachmentAccept,
  attachmentTypeOf,
  attachmentTypes,
  maxAttachmentBytes,
} from '../../../src/domain/comments/attachment-rules.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('comment attachments (spec §5, §9: PDF, JPG and PNG only)', () => {
  it('recognises PDF, JPG and PNG by their first bytes', () => {
    expect(attachmentTypeOf(text('%PDF-1.4\n%…'))).toBe('pdf');
    expect(attachmentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(attachmentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  });

  it('refuses GIF, which the file picker allows by default but comments do not (spec §5)', () => {
    expect(attachmentTypeOf(text('GIF89a\x01\x00'))).toBeNull();
  });

  it('refuses programs, archives, text, empty files and truncated signatures', () => {
    expect(attachmentTypeOf(text('MZ\x90\x00'))).toBeNull();
    expect(attachmentTypeOf(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(attachmentTypeOf(text('just text, named photo.png'))).toBeNull();
    expect(attachmentTypeOf(new Uint8Array())).toBeNull();
    expect(attachmentTypeOf(text('%PDF'))).toBeNull();
    expect(attachmentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });

  it('stores each type under its own content type and limits a file to 10 MB', () => {
    expect(Object.values(attachmentTypes).map((type) => type.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(maxAttachmentBytes).toBe(10 * 1024 * 1024);
    expect(attachmentAccept).not.toMatch(/gif/);
  });

  it('keeps the last path segment of a file name, without control characters, at most 255 long', () => {
    const pdf = attachmentTypes.pdf.extensions;
    expect(attachmentFileName('C:\\Users\\ola\\følgeseddel.pdf', pdf)).toBe('følgeseddel.pdf');
    expect(attachmentFileName('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(attachmentFileName('a\u0000b\r\n.png', attachmentTypes.png.extensions)).toBe('ab.png');
    expect(attachmentFileName('', pdf)).toBe('attachment.pdf');
    expect(attachmentFileName(undefined, pdf)).toBe('attachment.pdf');
    expect(attachmentFileName(`${'a'.repeat(300)}.pdf`, pdf)).toHaveLength(255);
    expect(attachmentFileName(`${'a'.repeat(300)}.pdf`, pdf)).toMatch(/a\.pdf$/);
  });

  it('gives a stored name the extension of the type its content shows (issue 14 item 11)', () => {
    expect(attachmentFileName('invoice.bat', attachmentTypes.pdf.extensions)).toBe('invoice.pdf');
    expect(attachmentFileName('page.html', attachmentTypes.png.extensions)).toBe('page.png');
    expect(attachmentFileName('photo.JPEG', attachmentTypes.jpg.extensions)).toBe('photo.JPEG');
    expect(attachmentFileName('photo.pdf', attachmentTypes.jpg.extensions)).toBe('photo.jpg');
    expect(attachmentFileName('.htaccess', attachmentTypes.pdf.extensions)).toBe('htaccess.pdf');
  });

  it('removes bidi overrides, isolates and marks, so a name reads as it is stored', () => {
    const pdf = attachmentTypes.pdf.extensions;
    expect(attachmentFileName('invoice\u202Efdp.exe', pdf)).toBe('invoicefdp.pdf');
    expect(attachmentFileName('a\u2066b\u2069c\u200F\u061C\u0085.pdf', pdf)).toBe('abc.pdf');
  });
});
