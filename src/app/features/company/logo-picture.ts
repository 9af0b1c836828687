import { maxLogoBytes, maxLogoEdgePx } from '../../../domain/admin/company-logo.ts';

/** Why a picked file could not be made a logo: the browser cannot read pictures, or it is none. */
export class LogoPictureError extends Error {
  constructor(readonly reason: 'unsupported' | 'notImage') {
    super(reason);
    this.name = 'LogoPictureError';
  }
}

export interface LogoPicture {
  blob: Blob;
  fileName: string;
}

type Drawable = ImageBitmap | HTMLImageElement;
const context2d = '2d'; // eslint-disable-line lingui/no-unlocalized-strings -- a canvas context id

/** An SVG, which Chromium's createImageBitmap refuses, is read through an <img> instead. */
function loadImageElement(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  // Once decoded, the picture no longer needs its address.
  return image
    .decode()
    .then(() => image)
    .finally(() => URL.revokeObjectURL(url));
}

async function readPicture(file: Blob): Promise<Drawable> {
  try {
    return await createImageBitmap(file);
  } catch {
    return loadImageElement(file).catch(() => {
      throw new LogoPictureError('notImage');
    });
  }
}

const sizeOf = (picture: Drawable) =>
  picture instanceof HTMLImageElement
    ? { width: picture.naturalWidth, height: picture.naturalHeight }
    : { width: picture.width, height: picture.height };

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** WebP where the browser writes it (it answers PNG where it does not), else PNG. */
async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  for (const quality of [0.9, 0.7]) {
    const webp = await toBlob(canvas, 'image/webp', quality);
    if (webp?.type !== 'image/webp') break;
    if (webp.size <= maxLogoBytes) return webp;
  }
  const png = await toBlob(canvas, 'image/png');
  if (!png) throw new LogoPictureError('unsupported');
  return png;
}

/**
 * The picked picture as the logo the server keeps (issue 17 item 1): read with createImageBitmap and
 * redrawn on a canvas at most 512 px on its long side, as WebP or PNG. The server checks the bytes again.
 */
export async function logoPictureOf(file: File): Promise<LogoPicture> {
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
  const context = canvas?.getContext(context2d);
  if (typeof createImageBitmap !== 'function' || !canvas || !context || !canvas.toBlob) {
    throw new LogoPictureError('unsupported');
  }
  const picture = await readPicture(file);
  const { width, height } = sizeOf(picture);
  if (width === 0 || height === 0) throw new LogoPictureError('notImage');
  const scale = Math.min(1, maxLogoEdgePx / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  if (!(picture instanceof HTMLImageElement)) picture.close();
  const blob = await encode(canvas);
  const base = file.name.replace(/\.[^.]*$/, '') || 'logo';
  return { blob, fileName: `${base}.${blob.type === 'image/webp' ? 'webp' : 'png'}` };
}
