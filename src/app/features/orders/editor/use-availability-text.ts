import { useLingui } from '@lingui/react/macro';
import type { ProductAvailability } from '../../../../domain/products/available-products.ts';

/**
 * What the product picker says about a choice (spec §5, §8): nothing when available, 'Not available!'
 * or 'Temporarily out of stock', and to provider staff the note that they may order it anyway.
 */
export function useAvailabilityText(isProviderStaff: boolean) {
  const { t } = useLingui();
  return (availability: ProductAvailability): string | null => {
    if (availability === 'available') return null;
    if (isProviderStaff) return t`Not available, but as an SR user you can still order`;
    return availability === 'out_of_stock' ? t`Temporarily out of stock` : t`Not available!`;
  };
}
