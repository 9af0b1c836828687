import { z } from 'zod';

/**
 * The media handler's templates (spec §7: images come from an assets base through a media handler with
 * template names, product-image-xsmall and product-icon). A template names the folder of the assets
 * base its originals come from and the box the picture is fitted into, aspect kept and centred on a
 * transparent background. Sizes are device pixels: twice the CSS size the screens show, for tablets'
 * 2× screens.
 */
export const mediaTemplates = {
  /** The order lines and the product picker: 32 CSS px. */
  'product-icon': { folder: 'products', width: 64, height: 64, format: 'png' },
  /** The dock's product sheet and cards: 48 CSS px. */
  'product-image-xsmall': { folder: 'products', width: 96, height: 96, format: 'png' },
  /** A product shown on its own (order detail, support): 100 CSS px. */
  'product-image-small': { folder: 'products', width: 200, height: 200, format: 'png' },
  /** The largest a screen shows: 300 CSS px. */
  'product-image-medium': { folder: 'products', width: 600, height: 600, format: 'png' },
} as const satisfies Record<string, MediaTemplate>;

export interface MediaTemplate {
  /** The folder of the assets base the template's originals are in. */
  folder: string;
  width: number;
  height: number;
  /** PNG: lossless and transparent, what the renderer writes; small at these sizes (bench/media.ts). */
  format: 'png';
}

export type MediaTemplateName = keyof typeof mediaTemplates;

export function isMediaTemplateName(name: string): name is MediaTemplateName {
  return Object.hasOwn(mediaTemplates, name);
}

/**
 * An original's name: one file name of the assets folder, nothing else — no folder, no dot-dot, no
 * hidden file, no encoded slash — with the extension of a picture the renderer reads.
 */
export const mediaNamePattern = /^[a-z0-9][a-z0-9_-]{0,79}\.(svg|png|jpe?g)$/i;

/** The media name of a stored image address (`/products/eur.svg` → `eur.svg`); null when it has none. */
export function mediaNameOf(image: string | null | undefined): string | null {
  if (!image) return null;
  const name = image.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return mediaNamePattern.test(name) ? name : null;
}

/** The media handler's address of an image in a template: `/media/{template}/{name}`. */
export function mediaPath(template: MediaTemplateName, image: string | null | undefined): string | null {
  const name = mediaNameOf(image);
  return name === null ? null : `/media/${template}/${encodeURIComponent(name)}`;
}

/** GET /media/{template}/{name}: a template is looked up (unknown → 404), a name must be a file name. */
export const mediaParamsSchema = z.object({
  template: z.string().max(60),
  name: z.string().regex(mediaNamePattern, 'is not a picture name'),
});
