import { queryOptions } from '@tanstack/react-query';
import { orderKeys, type OrderScope } from '../queries.ts';
import { fetchActingLocation, fetchAvailableProducts, fetchPartnerLocations } from './editor-api.ts';

/** What the editor reads besides the order; keyed under the actor, so a user switch reads anew. */
export const editorQueries = {
  partners: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'partners'] as const,
      queryFn: fetchPartnerLocations,
      staleTime: 5 * 60_000,
    }),
  acting: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'acting-location'] as const,
      queryFn: fetchActingLocation,
      staleTime: 5 * 60_000,
    }),
  choices: (scope: OrderScope) =>
    queryOptions({
      queryKey: [...orderKeys.all(scope), 'available-products'] as const,
      queryFn: () => fetchAvailableProducts(scope.locationId),
      staleTime: 60_000,
    }),
};
