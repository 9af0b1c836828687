import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { clearCache } from '../api.ts';
import { cacheDescriptions } from '../audit-labels.ts';
import { cachesQuery, globalAdminKeys } from '../queries.ts';

/**
 * Global → Caching (issue 19 item 6): the server's caches by name with their entries and hits; clear
 * one or all. A clear reaches every server process on the database.
 */
export function CachingScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const caches = useQuery(cachesQuery());
  const clear = useMutation({
    mutationFn: (name?: string) => clearCache(name),
    onSuccess: ({ cleared }) => {
      const count = cleared.length;
      notify({ kind: 'positive', text: t`Cleared ${count} caches on every server.` });
      void queryClient.invalidateQueries({ queryKey: globalAdminKeys.caches() });
    },
    onError: (error) => notify({ kind: 'negative', text: apiErrorText(error, i18n) }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" maw={640}>
          <Trans>
            Data the server keeps in memory. Clear a cache after its data was changed directly in the
            database; every server process empties it within moments.
          </Trans>
        </Text>
        <Button
          color="red"
          variant="light"
          size="md"
          loading={clear.isPending}
          onClick={() => clear.mutate(undefined)}
        >
          <Trans>Clear all caches</Trans>
        </Button>
      </Group>
      {caches.isPending && (
        <LoadingLine>
          <Trans>Loading the caches…</Trans>
        </LoadingLine>
      )}
      {caches.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(caches.error, i18n)}
        </Alert>
      )}
      {caches.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t`Caches`} striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Cache`}</Table.Th>
                <Table.Th ta="right">{t`Entries`}</Table.Th>
                <Table.Th ta="right">{t`Hits`}</Table.Th>
                <Table.Th ta="right">{t`Misses`}</Table.Th>
                <Table.Th>{t`Cleared`}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t`Action`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {caches.data.map((cache) => {
                const { name } = cache;
                const description = cacheDescriptions[name];
                return (
                  <Table.Tr key={cache.name}>
                    <Table.Td>
                      <Text fw={700} ff="monospace" size="sm">
                        {cache.name}
                      </Text>
                      {description && (
                        <Text size="xs" c="dimmed">
                          {i18n._(description)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{cache.entries}</Table.Td>
                    <Table.Td ta="right">{cache.hits}</Table.Td>
                    <Table.Td ta="right">{cache.misses}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(cache.clearedAt, i18n.locale)}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="md"
                        variant="default"
                        aria-label={t`Clear ${name}`}
                        disabled={clear.isPending}
                        onClick={() => clear.mutate(cache.name)}
                      >
                        <Trans>Clear</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
