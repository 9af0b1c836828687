import { useQuery } from '@tanstack/react-query';
import type { OrderDraftLine } from '../../../../../domain/orders/order-draft.ts';
import { productKey } from '../../../../../domain/products/product-key.ts';
import type { OrderScope } from '../../queries.ts';
import { locationProductsQuery } from './arrival-queries.ts';

const none: ReadonlySet<string> = new Set();

/**
 * spec §5: a delivery's pallets must be allowed for the location — the product keys of the lines the
 * recipient does not carry. Empty while its list is unknown (loading, not visible to the session, or
 * offline with nothing kept): the server checks it again anyway.
 */
export function useNotAllowedKeys(
  scope: OrderScope,
  recipientId: number | null,
  lines: readonly OrderDraftLine[],
): ReadonlySet<string> {
  const carried = useQuery({
    ...locationProductsQuery(scope, recipientId ?? 0),
    enabled: recipientId !== null,
  });
  if (recipientId === null || !carried.data) return none;
  const allowed = new Set(carried.data.map((choice) => choice.key));
  const refused = lines.map(productKey).filter((key) => !allowed.has(key));
  return refused.length > 0 ? new Set(refused) : none;
}
