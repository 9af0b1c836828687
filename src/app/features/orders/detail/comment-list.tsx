import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderComment, OrderCommentAttachment } from '../../../../domain/comments/order-comment.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { fetchAttachment } from './order-detail-api.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';
import { useDetailFormat } from './use-detail-format.ts';

export interface CommentListProps {
  comments: readonly OrderComment[];
}

/** An order's comments, oldest first: author, time, text and the attached files to download. */
export function CommentList({ comments }: CommentListProps) {
  const { t, i18n } = useLingui();
  const format = useDetailFormat();
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const handleDownload = async (attachment: OrderCommentAttachment) => {
    setLoadingId(attachment.id);
    try {
      saveBlob(await fetchAttachment(attachment.id), attachment.fileName);
    } catch (error) {
      notify({ kind: 'negative', title: t`Could not download the file`, text: apiErrorText(error, i18n) });
    } finally {
      setLoadingId(null);
    }
  };

  if (comments.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No comments yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Paper component="li" key={comment.id} withBorder p="sm">
          <Group gap="xs" justify="space-between">
            <Text fw={600}>{comment.authorName}</Text>
            <Text size="sm" c="dimmed" component="time" dateTime={comment.createdAt}>
              {format.moment(comment.createdAt)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Text>
          {comment.attachments.length > 0 && (
            <Group gap="md" mt="xs">
              {comment.attachments.map((attachment) => {
                const kilobytes = format.number(Math.max(1, Math.round(attachment.sizeBytes / 1024)));
                return (
                  <Anchor
                    key={attachment.id}
                    component="button"
                    type="button"
                    aria-busy={loadingId === attachment.id}
                    onClick={() => void handleDownload(attachment)}
                    style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                  >
                    {attachment.fileName}{' '}
                    <Text span size="sm" c="dimmed">
                      <Trans>({kilobytes} KB)</Trans>
                    </Text>
                  </Anchor>
                );
              })}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
