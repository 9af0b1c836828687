import { queryOptions } from '@tanstack/react-query';
import { readThrough } from '../../../offline/offline-reads.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { fetchActingLocation, fetchAvailableProducts, fetchPartnerLocations } from './editor-api.ts';

/**
 * What the editor reads besides the order; keyed under the actor, so a user switch reads anew. Kept on
 * the device (products and locations of issue 5 item 2), so a tablet offline still shows them.
 */
export const editorQueries = {
  partners: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'partners'] as const,
      queryFn: () => readThrough([...orderKeys.all(scope), 'partners'], fetchPartnerLocations),
      staleTime: 5 * 60_000,
    }),
  acting: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'acting-location'] as const,
      queryFn: () => readThrough([...orderKeys.all(scope), 'acting-location'], fetchActingLocation),
      staleTime: 5 * 60_000,
    }),
  choices: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'available-products'] as const,
      queryFn: () =>
        readThrough([...orderKeys.all(scope), 'available-products'], () =>
          fetchAvailableProducts(scope.locationId),
        ),
      staleTime: 60_000,
    }),
};
