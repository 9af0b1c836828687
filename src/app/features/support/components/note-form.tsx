import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { maxSupportTextLength } from '../../../../domain/support/ticket-fields.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { addNote } from '../api.ts';
import { supportKeys } from '../queries.ts';
import { useSupportViewer } from '../use-support-viewer.ts';

/** An internal note (issue 19 item 1): for support staff only, never sent to the customer. */
export function NoteForm({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => addNote(ticketId, text),
    onSuccess: (updated) => {
      queryClient.setQueryData(supportKeys.detail(viewer, ticketId), updated);
      setText('');
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!text.trim()) return setError(t`Write a note first`);
    save.mutate();
  };
  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-yellow-light)"
      component="form"
      onSubmit={handleSubmit}
      aria-label={t`Internal note`}
      noValidate
    >
      <Stack gap="sm">
        <Textarea
          label={t`Internal note`}
          description={t`Only support staff see it; the customer never does.`}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={maxSupportTextLength}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(save.error, i18n)}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <Trans>Nobody is notified of a note.</Trans>
          </Text>
          <Button type="submit" variant="light" color="yellow" loading={save.isPending}>
            <Trans>Save note</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
