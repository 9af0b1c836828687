import { useQuery } from '@tanstack/react-query';
import type { OrderScope } from '../queries.ts';
import { editorQueries } from './editor-queries.ts';

/**
 * What an order or schedule form picks from: the provider locations, the current location's product
 * choices by key, and whether the chosen location is in another country (customs, spec §1).
 */
export function useOrderPickers(scope: OrderScope, partnerId: number | null) {
  const partners = useQuery(editorQueries.partners(scope));
  const acting = useQuery(editorQueries.acting(scope));
  const choices = useQuery(editorQueries.choices(scope));
  const choiceByKey = new Map((choices.data ?? []).map((choice) => [choice.key, choice]));
  const partner = partners.data?.find((location) => location.id === partnerId);
  const isCrossBorder =
    !!partner?.countryId && !!acting.data?.countryId && partner.countryId !== acting.data.countryId;
  const partnerOptions = (partners.data ?? []).map((location) => ({
    value: String(location.id),
    label: `${location.name} (${location.number})`,
  }));
  return { partnerOptions, choices: choices.data ?? [], choiceByKey, isCrossBorder };
}
