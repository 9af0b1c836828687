import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotOnDevice, notOnDeviceText } from '../../offline/not-on-device.ts';
import { SearchSelect } from '../../ui/search-select/search-select.tsx';
import { receiptLocationsQuery, type ReceiptScope } from './queries.ts';

export interface ReceiptLocationSelectProps {
  scope: ReceiptScope;
  value: number | null;
  onChange: (locationId: number | null) => void;
  error?: ReactNode;
}

/** The location a receipt is made at: only those with pallet receipt days (spec §5 location picker). */
export function ReceiptLocationSelect({ scope, value, onChange, error }: ReceiptLocationSelectProps) {
  const { t, i18n } = useLingui();
  const locations = useQuery(receiptLocationsQuery(scope));
  const readError = !locations.isError
    ? null
    : isNotOnDevice(locations.error)
      ? i18n._(notOnDeviceText)
      : t`The locations could not be read`;
  const data = (locations.data ?? []).map((location) => ({
    value: String(location.id),
    label: `${location.name} (${location.number})`,
  }));
  return (
    <SearchSelect
      label={t`Location`}
      placeholder={t`Choose a location`}
      size="lg"
      required
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error ?? readError}
      // Without the list nothing was searched: only a list that was read can say it has no location.
      nothingFoundMessage={locations.data ? t`No locations with pallet receipt days` : undefined}
      disabled={locations.isPending}
    />
  );
}

/** The chosen location's label, for the device's list of changes. */
export function useReceiptLocationLabel(scope: ReceiptScope, locationId: number | null): string {
  const locations = useQuery(receiptLocationsQuery(scope));
  const location = locations.data?.find((item) => item.id === locationId);
  return location ? `${location.name} (${location.number})` : String(locationId ?? '');
}
