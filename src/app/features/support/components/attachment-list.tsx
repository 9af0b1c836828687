import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { TicketAttachment } from '../../../../domain/support/ticket.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';
import { fetchAttachment } from '../api.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A ticket's or a reply's files; each downloads with the bearer token. */
export function AttachmentList({ files }: { files: readonly TicketAttachment[] }) {
  const { t, i18n } = useLingui();
  if (files.length === 0) return null;
  const handleDownload = async (file: TicketAttachment) => {
    try {
      saveBlob(await fetchAttachment(file.id), file.fileName);
    } catch (error) {
      notify({ kind: 'negative', title: t`Could not download the file`, text: apiErrorText(error, i18n) });
    }
  };
  return (
    <Group gap="xs" aria-label={t`Attachments`} role="group">
      {files.map((file) => (
        <Button key={file.id} variant="light" size="xs" onClick={() => void handleDownload(file)}>
          {file.fileName} ({sizeText(file.sizeBytes)})
        </Button>
      ))}
    </Group>
  );
}
