import { useState } from 'react';
import type { MediaTemplateName } from '../../../domain/media/media-templates.ts';
import { mediaUrl } from './media-url.ts';

export interface ProductIconProps {
  /** The product's image as the API answers it; nothing shows without one. */
  image: string | null | undefined;
  /** CSS pixels; the template's picture has twice as many for 2× screens. */
  size?: number;
  template?: MediaTemplateName;
}

/**
 * A product's picture beside its name, through the media handler in a small template (spec §7). Offline,
 * a picture the worker has not cached yet falls back to the original, which the app shell precaches. An
 * image the media handler cannot name (not one plain picture file name) is shown as it is, not dropped.
 */
export function ProductIcon({ image, size = 32, template = 'product-icon' }: ProductIconProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image) return null;
  const resized = mediaUrl(template, image);
  const isFallback = resized === null || failed === resized;
  const src = isFallback ? image : resized;
  // Decorative: the product's name always stands beside it.
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={isFallback ? undefined : () => setFailed(resized)}
      style={{ objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
