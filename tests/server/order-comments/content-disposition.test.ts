import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/server/modules/order-comments/content-disposition.ts';

describe('Content-Disposition of a downloaded attachment (RFC 6266)', () => {
  it('quotes an ASCII name and gives the exact name as UTF-8 filename*', () => {
    expect(attachmentDisposition('note.pdf')).toBe(
      `attachment; filename="note.pdf"; filename*=UTF-8''note.pdf`,
    );
    expect(attachmentDisposition('følgeseddel (1).pdf')).toBe(
      `attachment; filename="f_lgeseddel (1).pdf"; filename*=UTF-8''f%C3%B8lgeseddel%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"; filename=evil.exe\\\r\n.pdf');
    expect(header).toMatch(/^attachment; filename="a_; filename=evil.exe___.pdf"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
