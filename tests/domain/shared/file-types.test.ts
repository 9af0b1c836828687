import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  attachmentFileTypes,
  defaultFileTypes,
  fileTypeList,
  isAcceptedFile,
  isImageFile,
} from '../../../src/domain/shared/file-types.ts';

describe('file picker types (spec §5, §9)', () => {
  it('accepts pdf, jpg, png and gif by default', () => {
    expect(defaultFileTypes).toEqual(['pdf', 'jpg', 'png', 'gif']);
    expect(isAcceptedFile({ name: 'a.gif', type: 'image/gif' }, defaultFileTypes)).toBe(true);
    expect(isAcceptedFile({ name: 'a.docx', type: 'application/msword' }, defaultFileTypes)).toBe(false);
  });

  it('allows only PDF, JPG and PNG for attachments', () => {
    expect(isAcceptedFile({ name: 'a.gif', type: 'image/gif' }, attachmentFileTypes)).toBe(false);
    expect(isAcceptedFile({ name: 'scan.JPEG', type: '' }, attachmentFileTypes)).toBe(true);
    expect(isAcceptedFile({ name: 'note.pdf', type: 'application/pdf' }, attachmentFileTypes)).toBe(true);
  });

  it('judges a file without a MIME type by its extension', () => {
    expect(isAcceptedFile({ name: 'archive.zip', type: '' }, defaultFileTypes)).toBe(false);
    expect(isAcceptedFile({ name: 'no-extension', type: '' }, defaultFileTypes)).toBe(false);
  });

  it('takes only image files as a logo', () => {
    expect(isImageFile({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ name: 'logo.webp', type: '' })).toBe(true);
    expect(isImageFile({ name: 'logo.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('builds the accept attribute and the readable list', () => {
    expect(acceptAttribute(['pdf', 'jpg'])).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg');
    expect(fileTypeList(attachmentFileTypes)).toBe('PDF, JPG, PNG');
  });
});
