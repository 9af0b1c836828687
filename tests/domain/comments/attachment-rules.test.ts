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
    expect(attachmentFileName('C:\\Users\\ola\\følgeseddel.pdf', 'x')).toBe('følgeseddel.pdf');
    expect(attachmentFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(attachmentFileName('a\u0000b\r\n.png', 'x')).toBe('ab.png');
    expect(attachmentFileName('', 'attachment.pdf')).toBe('attachment.pdf');
    expect(attachmentFileName(undefined, 'attachment.pdf')).toBe('attachment.pdf');
    expect(attachmentFileName(`${'a'.repeat(300)}.pdf`, 'x')).toHaveLength(255);
  });
});
