import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SearchSelect } from '../../ui/search-select/search-select.tsx';
import type { CountedLocation } from './api.ts';
import { reachableLocationsQuery, type CountingScope, type LocationReach } from './queries.ts';

export interface LocationSelectProps {
  scope: CountingScope;
  reach: LocationReach;
  value: number;
  onChange: (locationId: number) => void;
}

export const locationLabel = (location: Pick<CountedLocation, 'name' | 'number'>) =>
  `${location.name} (${location.number})`;

/** The locations the user reaches, of which one is being looked at: the acting one by default. */
export function useReachableLocations(scope: CountingScope, reach: LocationReach) {
  const locations = useQuery(reachableLocationsQuery(scope, reach));
  const list = locations.data ?? [scope.acting];
  return {
    list,
    labelOf: (id: number) => {
      const location = list.find((candidate) => candidate.id === id);
      return location ? locationLabel(location) : String(id);
    },
  };
}

/**
 * Picks the location to count or read the balance of (spec §5 location picker); shown only to a user
 * who reaches more than the acting location.
 */
export function LocationSelect({ scope, reach, value, onChange }: LocationSelectProps) {
  const { t } = useLingui();
  const { list } = useReachableLocations(scope, reach);
  if (list.length < 2) return null;
  return (
    <SearchSelect
      label={t`Location`}
      size="lg"
      maw={480}
      data={list.map((location) => ({ value: String(location.id), label: locationLabel(location) }))}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      nothingFoundMessage={t`No location found`}
    />
  );
}
