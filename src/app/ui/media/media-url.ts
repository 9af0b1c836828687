import { mediaPath, type MediaTemplateName } from '../../../domain/media/media-templates.ts';

/**
 * The assets base (spec §7): the media handler is served by the same server as the app and the API, for
 * every market, so the base is this origin. A picture's address names its template, so a tablet loads a
 * 64 px icon where it shows one, never the original.
 */
const assetsBase = '';

/** The address of a product image (`/products/eur.svg`, as the API answers it) in a template; null without one. */
export function mediaUrl(template: MediaTemplateName, image: string | null | undefined): string | null {
  const path = mediaPath(template, image);
  return path === null ? null : `${assetsBase}${path}`;
}
