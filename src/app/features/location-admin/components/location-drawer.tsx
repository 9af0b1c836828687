import { useLingui } from '@lingui/react/macro';
import { Alert, Divider, Drawer, Stack, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminLocation } from '../../../../domain/admin/locations.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { adminLocationQuery } from '../queries.ts';
import { AddressSection } from './address-section.tsx';
import { DeleteLocationButton } from './delete-location-button.tsx';
import { LocationForm } from './location-form.tsx';

/** Which location the drawer shows: a stored one by id, or a new one. */
export type DrawerTarget = number | 'new' | null;

export interface LocationDrawerProps {
  customerId: number;
  target: DrawerTarget;
  isGlobalAdmin: boolean;
  onTargetChange: (target: DrawerTarget) => void;
}

/** The location form in a drawer beside the list; a saved location also has its addresses and delete. */
export function LocationDrawer({ customerId, target, isGlobalAdmin, onTargetChange }: LocationDrawerProps) {
  const { t } = useLingui();
  // A phone gets the whole screen for the form.
  const size = useMatches({ base: '100%', sm: 'xl' });
  return (
    <Drawer
      opened={target !== null}
      onClose={() => onTargetChange(null)}
      position="right"
      size={size}
      title={target === 'new' ? t`New location` : t`Edit location`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {target === 'new' && (
        <LocationForm
          customerId={customerId}
          isGlobalAdmin={isGlobalAdmin}
          onCreated={(created) => onTargetChange(created.id)}
        />
      )}
      {typeof target === 'number' && (
        <StoredLocation
          customerId={customerId}
          id={target}
          isGlobalAdmin={isGlobalAdmin}
          onDeleted={() => onTargetChange(null)}
        />
      )}
    </Drawer>
  );
}

interface StoredLocationProps {
  customerId: number;
  id: number;
  isGlobalAdmin: boolean;
  onDeleted: () => void;
}

function StoredLocation({ customerId, id, isGlobalAdmin, onDeleted }: StoredLocationProps) {
  const { t, i18n } = useLingui();
  const { data: location, error, isPending } = useQuery(adminLocationQuery(customerId, id));
  if (isPending) return <LoadingLine>{t`Loading the location`}</LoadingLine>;
  if (error) return <Alert color="red">{apiErrorText(error, i18n)}</Alert>;
  return (
    <Stack gap="lg">
      {/* A new version (saved here, or found stale) starts the form again from what is stored. */}
      <LocationForm
        key={location.version}
        customerId={customerId}
        location={location}
        isGlobalAdmin={isGlobalAdmin}
        onCreated={noop}
      />
      <Divider />
      <AddressSection customerId={customerId} locationId={location.id} />
      <Divider />
      <DeleteLocationButton customerId={customerId} location={location} onDeleted={onDeleted} />
    </Stack>
  );
}

const noop = (_location: AdminLocation) => undefined;
