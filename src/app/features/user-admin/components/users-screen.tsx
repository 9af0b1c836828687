import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { usersPerPage, type UserListFilter } from '../api.ts';
import { adminUsersQuery } from '../queries.ts';
import { useUserAdminActor } from '../use-user-admin-actor.ts';
import { UserDialog } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** Search text debounce, as the order search's (spec §9: 250 ms). */
const searchDebounceMs = 250;

export interface UsersScreenProps {
  /** More buttons beside New user (the route's Import). */
  actions?: ReactNode;
}

/** Company → Users (issue 17 item 3): the acting customer's users, a page at a time. */
export function UsersScreen({ actions }: UsersScreenProps) {
  const { t, i18n } = useLingui();
  const { customerId } = useUserAdminActor();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term, searchDebounceMs);
  const [active, setActive] = useState<UserListFilter['active']>('active');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | 'new' | null>(null);
  const users = useQuery(adminUsersQuery(customerId, { term: debouncedTerm, active, page }));
  const shown = users.data?.rows.length ?? 0;
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / usersPerPage));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md">
          <TextInput
            type="search"
            label={t`Search users`}
            description={t`Name, login name or e-mail`}
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setPage(1);
            }}
          />
          <SegmentedControl
            aria-label={t`Which users`}
            value={active}
            onChange={(value) => {
              setActive(value as UserListFilter['active']);
              setPage(1);
            }}
            data={[
              { value: 'active', label: t`Active` },
              { value: 'inactive', label: t`Inactive` },
              { value: 'all', label: t`All` },
            ]}
          />
        </Group>
        <Group gap="sm">
          {actions}
          <Button onClick={() => setOpened('new')}>
            <Trans>New user</Trans>
          </Button>
        </Group>
      </Group>
      {users.isPending && (
        <LoadingLine>
          <Trans>Loading the users…</Trans>
        </LoadingLine>
      )}
      {users.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(users.error, i18n)}
        </Alert>
      )}
      {users.data && <UsersTable rows={users.data.rows} onOpen={setOpened} />}
      {users.data && (
        <Group justify="space-between">
          <Text c="dimmed" aria-live="polite">
            <Trans>
              Showing {shown} of {total} users
            </Trans>
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
              })}
            />
          )}
        </Group>
      )}
      {opened !== null && (
        <UserDialog userId={opened === 'new' ? null : opened} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}
