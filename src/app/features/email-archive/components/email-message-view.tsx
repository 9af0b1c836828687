import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Code, Group, List, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { fetchEmailAttachment, resendEmail } from '../api.ts';
import { emailKindLabels } from '../email-labels.ts';
import { emailArchiveKeys, emailMessageQuery } from '../queries.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';
import { EmailHtmlFrame } from './email-html-frame.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';

function FileSize({ bytes }: { bytes: number }) {
  const { i18n } = useLingui();
  const kiloBytes = i18n.number(Math.max(1, Math.round(bytes / 1024)));
  return <Trans>({kiloBytes} kB)</Trans>;
}

export interface EmailMessageViewProps {
  actingCustomerId: number;
  id: number;
}

/** One mail as it was sent: its facts, the HTML in a sandboxed frame, the text, attachments and Resend. */
export function EmailMessageView({ actingCustomerId, id }: EmailMessageViewProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const message = useQuery(emailMessageQuery(actingCustomerId, id));
  const [isDownloading, setIsDownloading] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendEmail(id),
    onSuccess: () => {
      notify({ kind: 'positive', title: t`E-mail resent`, text: t`A copy was queued and goes out shortly.` });
      void queryClient.invalidateQueries({ queryKey: emailArchiveKeys.lists(actingCustomerId) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`Could not resend the e-mail`, text: apiErrorText(error, i18n) }),
  });

  if (message.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the e-mail…</Trans>
      </LoadingLine>
    );
  }
  if (message.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(message.error, i18n)}
      </Alert>
    );
  }
  const mail = message.data;
  const kind = emailKindLabels[mail.kind];
  const handleDownload = async (attachment: { id: number; name: string }) => {
    setIsDownloading(true);
    try {
      saveBlob(await fetchEmailAttachment(attachment.id), attachment.name);
    } catch (error) {
      notify({ kind: 'negative', title: t`Could not download the file`, text: apiErrorText(error, i18n) });
    } finally {
      setIsDownloading(false);
    }
  };
  const facts: [string, ReactNode][] = [
    [t`To`, mail.to],
    [t`Subject`, mail.subject],
    [t`Kind`, kind ? i18n._(kind) : mail.kind],
    [t`Created`, formatDateTime(mail.createdAt, i18n.locale)],
    [t`Sent`, mail.sentAt ? formatDateTime(mail.sentAt, i18n.locale) : '–'],
    [t`Attempts`, String(mail.attempts)],
    [t`Status`, <EmailStatusBadge key="status" status={mail.status} error={mail.error} />],
  ];
  if (mail.customerName) facts.push([t`Customer`, mail.customerName]);
  if (mail.createdByName) facts.push([t`Sent by`, mail.createdByName]);

  return (
    <Stack gap="md">
      <Table variant="vertical" withTableBorder aria-label={t`About the e-mail`}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {mail.isLinkMasked && (
        <Alert color="blue">
          <Trans>
            The password link in this e-mail is hidden: it works once and only for the recipient. To send a
            new link, use 'Reset password by e-mail' on the user.
          </Trans>
        </Alert>
      )}
      {mail.attachments.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>Attachments</Trans>
          </Title>
          <List>
            {mail.attachments.map((attachment) => (
              <List.Item key={attachment.id}>
                <Anchor
                  component="button"
                  type="button"
                  disabled={isDownloading}
                  onClick={() => void handleDownload(attachment)}
                >
                  {attachment.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  <FileSize bytes={attachment.size} />
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Tabs defaultValue={mail.html ? 'html' : 'text'}>
        <Tabs.List>
          {mail.html && <Tabs.Tab value="html">{t`HTML`}</Tabs.Tab>}
          <Tabs.Tab value="text">{t`Text`}</Tabs.Tab>
        </Tabs.List>
        {mail.html && (
          <Tabs.Panel value="html" pt="sm">
            <EmailHtmlFrame html={mail.html} subject={mail.subject} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="text" pt="sm">
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mail.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
      {mail.canResend && (
        <Group justify="flex-end">
          <Button onClick={() => resend.mutate()} loading={resend.isPending}>
            <Trans>Resend</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
