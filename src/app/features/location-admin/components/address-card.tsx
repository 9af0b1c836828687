import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { LocationAddress } from '../../../../domain/admin/location-address.ts';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';

export interface AddressCardProps {
  address: LocationAddress;
  onEdit: () => void;
  onDelete: () => void;
}

/** One stored delivery address with its edit and delete buttons. */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { t, i18n } = useLingui();
  const addressName = address.name;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={700}>{address.name}</Text>
          <Text size="sm">{address.street}</Text>
          <Text size="sm">
            {address.postalCode} {address.postPlace}, {i18n._(countryLabels[address.countryId])}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" size="sm" aria-label={t`Edit address ${addressName}`} onClick={onEdit}>
            {t`Edit`}
          </Button>
          <Button
            color="red"
            variant="light"
            size="sm"
            aria-label={t`Delete address ${addressName}`}
            onClick={onDelete}
          >
            {t`Delete`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
