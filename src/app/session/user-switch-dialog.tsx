import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorText } from '../api/api-error-text.ts';
import { callApi } from '../api/client.ts';
import { switchUser } from './api.ts';
import { sessionKeys, switchLocationsQuery } from './queries.ts';

export interface UserSwitchDialogProps {
  onClose: () => void;
}

interface Option {
  id: number;
  name: string;
}

const asData = (rows: Option[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** Choose customer, location and user, or go back to the logged-in user (spec §2, §6). */
export function UserSwitchDialog({ onClose }: UserSwitchDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { start } = useRouteContext({ from: '/app' });
  const { loginUser, customer, location, user } = start.status;
  const [customerId, setCustomerId] = useState(customer.id);
  const [locationId, setLocationId] = useState<number | null>(location.id);
  const [userId, setUserId] = useState<number | null>(user.id);
  const [error, setError] = useState<string | null>(null);

  const customers = useQuery({
    queryKey: [...sessionKeys.all, 'switch', 'customers'],
    queryFn: () => callApi<Option[]>('Customers', { query: { include: 'id,name,status,statusId' } }),
    enabled: loginUser.isGlobalAdmin,
  });
  const isAdmin = loginUser.isGlobalAdmin || loginUser.isCustomerAdmin;
  const locations = useQuery(switchLocationsQuery(customerId));
  const users = useQuery({
    enabled: isAdmin,
    queryKey: [...sessionKeys.all, 'switch', 'users', customerId, locationId],
    queryFn: () =>
      callApi<Option[]>('Users', {
        query: { customerId, locationId: locationId ?? undefined, isActive: true },
      }),
  });

  const apply = async (body: { customerId: number; locationId?: number; userId?: number }) => {
    setError(null);
    try {
      await switchUser(body);
      queryClient.clear();
      await router.invalidate();
      onClose();
      await navigate({ to: '/app/home' });
    } catch (caught) {
      setError(apiErrorText(caught, i18n));
    }
  };

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t`Close` }} title={t`Switch user`}>
      <Stack>
        {loginUser.isGlobalAdmin && (
          <Select
            label={t`Customer`}
            searchable
            data={asData(customers.data)}
            value={String(customerId)}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setCustomerId(Number(value));
              setLocationId(null);
              setUserId(null);
            }}
          />
        )}
        <Select
          label={t`Location`}
          searchable
          data={asData(locations.data)}
          value={locationId ? String(locationId) : null}
          onChange={(value) => setLocationId(value ? Number(value) : null)}
        />
        {isAdmin && (
          <Select
            label={t`User`}
            searchable
            clearable
            data={asData(users.data)}
            value={userId ? String(userId) : null}
            onChange={(value) => setUserId(value ? Number(value) : null)}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() =>
              void apply({
                customerId: loginUser.customerId,
                locationId: loginUser.locationId,
                userId: loginUser.id,
              })
            }
          >
            <Trans>Back to logged-in user</Trans>
          </Button>
          <Button
            onClick={() =>
              void apply({
                customerId,
                ...(locationId ? { locationId } : {}),
                ...(userId ? { userId } : {}),
              })
            }
          >
            <Trans>Switch</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
