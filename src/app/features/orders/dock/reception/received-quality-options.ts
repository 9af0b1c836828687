import type { AvailableProduct } from '../../../../../domain/products/available-products.ts';
import type { OrderLine } from '../../../../../domain/orders/order-list.ts';

export interface QualityOption {
  value: string;
  label: string;
}

/**
 * The qualities a line may arrive in: its own, and those the location has for the same product and
 * treatment (a washing provider sorts pallets into qualities).
 */
export function receivedQualityOptions(
  line: OrderLine,
  choices: readonly AvailableProduct[],
): QualityOption[] {
  const options: QualityOption[] = [{ value: line.qualityId, label: line.qualityName }];
  for (const choice of choices) {
    const sameProduct = choice.productId === line.productId && choice.treatmentId === line.treatmentId;
    if (sameProduct && !options.some((option) => option.value === choice.qualityId)) {
      options.push({ value: choice.qualityId, label: choice.qualityName });
    }
  }
  return options;
}
