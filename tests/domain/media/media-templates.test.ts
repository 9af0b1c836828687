import { describe, expect, it } from 'vitest';
import {
  isMediaTemplateName,
  mediaNameOf,
  mediaParamsSchema,
  mediaPath,
  mediaTemplates,
} from '../../../src/domain/media/media-templates.ts';

describe('media templates and picture names (spec §7 media handler)', () => {
  it('has the templates the spec names, small enough for a tablet icon', () => {
    expect(isMediaTemplateName('product-icon')).toBe(true);
    expect(isMediaTemplateName('product-image-xsmall')).toBe(true);
    expect(isMediaTemplateName('toString')).toBe(false);
    expect(mediaTemplates['product-icon'].width).toBeLessThanOrEqual(64);
  });

  it('takes the file name of a stored image address', () => {
    expect(mediaNameOf('/products/eur.svg')).toBe('eur.svg');
    expect(mediaNameOf('products/half.PNG?v=2')).toBe('half.PNG');
    expect(mediaNameOf(null)).toBeNull();
    expect(mediaNameOf('/products/')).toBeNull();
    expect(mediaNameOf('/products/evil.html')).toBeNull();
  });

  it('builds /media/{template}/{name}', () => {
    expect(mediaPath('product-icon', '/products/eur.svg')).toBe('/media/product-icon/eur.svg');
    expect(mediaPath('product-icon', undefined)).toBeNull();
  });

  it.each([
    '../etc/passwd',
    '..',
    '.env.svg',
    'a/b.svg',
    'a\\b.svg',
    'eur.svg\0.png',
    'eur.gif',
    `${'x'.repeat(90)}.svg`,
  ])('refuses the name %j', (name) => {
    const result = mediaParamsSchema.safeParse({ template: 'product-icon', name });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['name']);
  });
});
