import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LocationAddress } from '../../../../domain/admin/location-address.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { deleteLocationAddress } from '../api.ts';
import { addressDeletedText, addressDeleteFailedText } from '../location-messages.ts';
import { locationAddressesQuery } from '../queries.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog.tsx';

export interface AddressSectionProps {
  customerId: number;
  locationId: number;
}

/** The location's delivery addresses (spec §3 Address), several of them: add, edit, delete. */
export function AddressSection({ customerId, locationId }: AddressSectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const addresses = useQuery(locationAddressesQuery(customerId, locationId));
  // The address being edited, 'new' while one is added, or null.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [doomed, setDoomed] = useState<LocationAddress | null>(null);
  const doomedName = doomed?.name ?? '';

  const remove = useMutation({
    mutationFn: (address: LocationAddress) =>
      deleteLocationAddress({ id: address.id, version: address.version }),
    onSuccess: async () => {
      setDoomed(null);
      notify({ kind: 'positive', text: i18n._(addressDeletedText) });
      await queryClient.invalidateQueries({
        queryKey: locationAddressesQuery(customerId, locationId).queryKey,
      });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: i18n._(addressDeleteFailedText), text: apiErrorText(error, i18n) }),
  });

  const form = (address?: LocationAddress) => (
    <AddressForm
      customerId={customerId}
      locationId={locationId}
      address={address}
      onDone={() => setEditing(null)}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="location-addresses-title">
      <Title order={3} size="h4" id="location-addresses-title">
        <Trans>Delivery addresses</Trans>
      </Title>
      {addresses.isPending && <LoadingLine>{t`Loading the addresses`}</LoadingLine>}
      {addresses.isError && <Alert color="red">{apiErrorText(addresses.error, i18n)}</Alert>}
      {addresses.data?.length === 0 && editing !== 'new' && (
        <Text c="dimmed">
          <Trans>No delivery addresses yet.</Trans>
        </Text>
      )}
      {addresses.data?.map((address) =>
        editing === address.id ? (
          <div key={address.id}>{form(address)}</div>
        ) : (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing(address.id)}
            onDelete={() => setDoomed(address)}
          />
        ),
      )}
      {editing === 'new' ? (
        form()
      ) : (
        <Group>
          <Button variant="light" size="md" onClick={() => setEditing('new')}>
            {t`Add address`}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        isOpen={doomed !== null}
        title={t`Delete address`}
        text={t`Delete the address ${doomedName}?`}
        confirmLabel={t`Delete address`}
        isBusy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Stack>
  );
}
