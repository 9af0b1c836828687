import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublishedMessage } from '../../../../domain/messages/published-message.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import type { PublishedFilter } from '../api.ts';
import { messageTypeLabels, visibilityColors, visibilityLabels } from '../publishing-labels.ts';
import { publishedMessagesQuery } from '../queries.ts';
import type { Locale } from '../../../../domain/shared/locales.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';

export interface PublishedListProps {
  filter: PublishedFilter;
  onOpen: (message: PublishedMessage) => void;
}

/** The market's texts in every state, newest first, each opened in the editor. */
export function PublishedList({ filter, onOpen }: PublishedListProps) {
  const { t, i18n } = useLingui();
  const list = useQuery(publishedMessagesQuery(filter));
  if (list.isPending) return <Loader role="status" aria-label={t`Loading`} />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(list.error, i18n)}
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No texts match the filter.</Trans>
      </Text>
    );
  }
  const showDates = (message: PublishedMessage) =>
    [message.showFrom, message.showTo].map((day) => (day ? formatDay(day, i18n.locale) : '…')).join(' – ');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Title</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Language</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Shown</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>State</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>
                <Button variant="subtle" size="md" px={4} onClick={() => onOpen(message)}>
                  {message.title}
                </Button>
                {message.mustRead && (
                  <Badge color="red" variant="light" ml="xs">
                    <Trans>Must read</Trans>
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{i18n._(messageTypeLabels[message.type])}</Table.Td>
              <Table.Td>{languageNames[message.language as Locale] ?? message.language}</Table.Td>
              <Table.Td>{formatDay(message.date, i18n.locale)}</Table.Td>
              <Table.Td>{showDates(message)}</Table.Td>
              <Table.Td>
                <Badge color={visibilityColors[message.visibility]} variant="light">
                  {i18n._(visibilityLabels[message.visibility])}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
