/** File types of the file picker (spec §5, §9): PDF, JPG, PNG for attachments; the default adds GIF. */
export const fileTypes = {
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  jpg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'] },
  png: { extensions: ['png'], mimeTypes: ['image/png'] },
  gif: { extensions: ['gif'], mimeTypes: ['image/gif'] },
} as const;
export type FileType = keyof typeof fileTypes;

export const defaultFileTypes: readonly FileType[] = ['pdf', 'jpg', 'png', 'gif'];
export const attachmentFileTypes: readonly FileType[] = ['pdf', 'jpg', 'png'];

export interface FileLike {
  name: string;
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Accepted when the MIME type or, for browsers that leave it empty, the extension is allowed. */
export function isAcceptedFile(file: FileLike, accept: readonly FileType[]): boolean {
  return accept.some((type) => {
    const { extensions, mimeTypes } = fileTypes[type];
    if (file.type) return (mimeTypes as readonly string[]).includes(file.type.toLowerCase());
    return (extensions as readonly string[]).includes(extensionOf(file.name));
  });
}

/** A logo must be an image file (spec §5: 'Please select an image file'). */
export function isImageFile(file: FileLike): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  return ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp'].includes(extensionOf(file.name));
}

/** The `accept` attribute of a file input: extensions and MIME types of the allowed types. */
export function acceptAttribute(accept: readonly FileType[]): string {
  return accept
    .flatMap((type) => [
      ...fileTypes[type].extensions.map((extension) => `.${extension}`),
      ...fileTypes[type].mimeTypes,
    ])
    .join(',');
}

/** How the allowed types read in a message: `PDF, JPG, PNG`. */
export function fileTypeList(accept: readonly FileType[]): string {
  return accept.map((type) => type.toUpperCase()).join(', ');
}
