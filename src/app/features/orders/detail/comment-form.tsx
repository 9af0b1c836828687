import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  maxAttachmentBytes,
  maxAttachmentsPerComment,
} from '../../../../domain/comments/attachment-rules.ts';
import { commentSaveFailedMessage, maxCommentLength } from '../../../../domain/comments/order-comment.ts';
import { attachmentFileTypes } from '../../../../domain/shared/file-types.ts';
import { AutosizeTextarea } from '../../../ui/autosize-textarea/autosize-textarea.tsx';
import { FilePicker } from '../../../ui/file-picker/file-picker.tsx';
import { saveToOutbox } from '../../../offline/outbox.ts';
import type { StoredFile } from '../../../offline/outbox-kinds.ts';
import { pausedText, savedOnDeviceText, saveErrorText } from '../../../offline/save-messages.ts';
import { waitForOutcome } from '../../../offline/wait-for-outcome.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { attachmentProblemOf } from './attachment-check.ts';
import { apiErrorText, serverRefusalText } from '../../../api/api-error-text.ts';
import { orderDetailKeys } from './order-detail-queries.ts';

export interface CommentFormProps {
  scope: OrderScope;
  orderId: number;
  /** The order number, naming the change in the list of changes on this device. */
  orderNo: string;
}

const storedFile = async (file: File): Promise<StoredFile> => ({
  name: file.name,
  type: file.type,
  bytes: await file.arrayBuffer(),
});

/** The server says 'Could not save comment: reason'; the notice has its own title, so only the reason. */
const serverPrefix = `${commentSaveFailedMessage}: `;
const megabytes = maxAttachmentBytes / (1024 * 1024);

/**
 * A new comment with up to 5 files. Each file is checked as it is chosen (size, and type by content), so
 * a refused file never leaves the device; Send posts the text and files as one multipart form.
 */
export function CommentForm({ scope, orderId, orderNo }: CommentFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const isFull = files.length >= maxAttachmentsPerComment;

  // Saved in the device's outbox first (with its files), then sent; offline it waits there.
  const save = useMutation({
    mutationFn: async () => {
      const entry = await saveToOutbox({
        kind: 'orderComment',
        payload: { orderId, text, files: await Promise.all(files.map(storedFile)) },
        baseVersion: null,
        locationId: scope.locationId,
        subject: orderNo,
      });
      setText('');
      setFiles([]);
      setFileError(null);
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'queued')
        notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
      if (outcome.kind === 'paused') notify({ kind: 'negative', text: pausedText(i18n) });
      if (outcome.kind === 'failed' || outcome.kind === 'conflict') {
        const reason = outcome.entry.error?.message ?? '';
        const message = reason.startsWith(serverPrefix) ? reason.slice(serverPrefix.length) : reason;
        const text = serverRefusalText({ ...outcome.entry.error, message }, i18n);
        notify({ kind: 'negative', title: t`Could not save comment`, text });
      }
    },
    onError: (error) => {
      const text = saveErrorText(error, i18n) ?? apiErrorText(error, i18n);
      notify({ kind: 'negative', title: t`Could not save comment`, text });
    },
    // The comment count badge of the order lists changes too (spec §4).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.comments(scope, orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) }),
      ]),
  });

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const { name } = file;
    const problem = await attachmentProblemOf(file);
    if (problem === 'tooLarge') return setFileError(t`A file can be at most ${megabytes} MB (${name})`);
    if (problem === 'notAllowed')
      return setFileError(t`Only PDF, JPG and PNG files can be attached (${name})`);
    setFileError(null);
    setFiles((chosen) => (chosen.length < maxAttachmentsPerComment ? [...chosen, file] : chosen));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!text.trim()) return setTextError(t`Write a comment first`);
    save.mutate();
  };

  const max = maxAttachmentsPerComment;
  return (
    <form onSubmit={handleSubmit} aria-label={t`New comment`}>
      <Stack gap="sm">
        <AutosizeTextarea
          label={t`Comment`}
          rows={2}
          maxLength={maxCommentLength}
          value={text}
          error={textError}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTextError(null);
          }}
          size="md"
        />
        <FilePicker
          label={t`Attach a file`}
          value={null}
          onChange={(file) => void handleFile(file)}
          accept={attachmentFileTypes}
          disabled={isFull || save.isPending}
        />
        <Text size="sm" c="dimmed">
          <Trans>
            PDF, JPG or PNG, at most {megabytes} MB each and {max} files in all.
          </Trans>
        </Text>
        {fileError && (
          <Text c="red" size="sm" role="alert">
            {fileError}
          </Text>
        )}
        {files.length > 0 && (
          <List aria-label={t`Files to send`} listStyleType="none" spacing={4}>
            {files.map((file, index) => {
              const name = file.name;
              return (
                <List.Item key={`${index}-${name}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text style={{ overflowWrap: 'anywhere' }}>{name}</Text>
                    {/* An icon-only button: its name shows as a tooltip after the theme's 100 ms (spec §9). */}
                    <Tooltip label={t`Remove ${name}`}>
                      <CloseButton
                        aria-label={t`Remove ${name}`}
                        onClick={() => setFiles((chosen) => chosen.filter((_, at) => at !== index))}
                      />
                    </Tooltip>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
