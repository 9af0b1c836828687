import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  maxSupportTextLength,
  replyStatuses,
  type SupportStatus,
} from '../../../../domain/support/ticket-fields.ts';
import type { TicketDetail } from '../../../../domain/support/ticket.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { sendReply } from '../api.ts';
import { supportKeys } from '../queries.ts';
import { statusLabels } from '../support-labels.ts';
import { useSupportViewer } from '../use-support-viewer.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { TemplateMenu } from './template-menu.tsx';

/**
 * The answer box: text (a template inserts its text here, editable before sending), files, and for
 * support staff the status the answer leaves the ticket in (left empty: Pending, waiting for the customer).
 */
export function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<SupportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => sendReply(ticket.id, { text, status: status ?? undefined }, files),
    onSuccess: async (updated) => {
      queryClient.setQueryData(supportKeys.detail(viewer, ticket.id), updated);
      setText('');
      setFiles([]);
      setStatus(null);
      notify({ kind: 'positive', text: t`Your answer was sent` });
      await queryClient.invalidateQueries({ queryKey: supportKeys.lists(viewer) });
    },
  });

  const handleInsert = (template: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${template}` : template));
    setError(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!text.trim()) return setError(t`Write an answer first`);
    send.mutate();
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={handleSubmit} aria-label={t`Answer`} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t`Your answer`}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={maxSupportTextLength}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        {viewer.isStaff && (
          <Group align="flex-end" gap="sm">
            <TemplateMenu onInsert={handleInsert} disabled={send.isPending} />
            <Select
              label={t`Status after the answer`}
              placeholder={t`Pending (waiting for the customer)`}
              data={replyStatuses.map((value) => ({ value, label: i18n._(statusLabels[value]) }))}
              value={status}
              onChange={(value) => setStatus(value as SupportStatus | null)}
              clearable
              w={320}
            />
          </Group>
        )}
        <AttachmentPicker files={files} onChange={setFiles} disabled={send.isPending} />
        {send.isError && (
          <Alert color="red" role="alert" title={t`Could not send the answer`}>
            {apiErrorText(send.error, i18n)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            <Trans>Send answer</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
