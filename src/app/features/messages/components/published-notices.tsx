import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messagesQuery } from '../queries.ts';

export interface PublishedNoticesProps {
  /** System: notices for every screen of the app; Reports: notes above the reports. */
  type: 'System' | 'Reports';
  userId: number;
}

const backgrounds = { System: 'yellow.0', Reports: 'blue.0' } as const; // eslint-disable-line lingui/no-unlocalized-strings -- Mantine colours

/**
 * The published System and Report messages (spec §3 Message types, issue 19 item 5) in the app's
 * language, for the acting location's type and within their show dates. Nothing while there is none, or
 * while they cannot be read (offline): a notice never stands in the way of the screen.
 */
export function PublishedNotices({ type, userId }: PublishedNoticesProps) {
  const { t, i18n } = useLingui();
  const notices = useQuery(messagesQuery(userId, type, i18n.locale));
  if (!notices.data?.length) return null;
  return (
    <Stack
      gap="xs"
      mb="md"
      component="section"
      aria-label={type === 'System' ? t`System messages` : t`About the reports`}
    >
      {notices.data.map((notice) => (
        <Paper key={notice.id} withBorder p="sm" bg={backgrounds[type]}>
          <Text fw={600}>{notice.title}</Text>
          <Text size="sm">{notice.text}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
