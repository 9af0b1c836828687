import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import {
  maxAttachmentBytes,
  maxAttachmentsPerComment,
} from '../../../../domain/comments/attachment-rules.ts';
import { attachmentFileTypes } from '../../../../domain/shared/file-types.ts';
import { FilePicker } from '../../../ui/file-picker/file-picker.tsx';
import { attachmentProblemOf } from '../attachment-check.ts';

export interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const megabytes = maxAttachmentBytes / (1024 * 1024);

/**
 * Up to 5 files for a ticket or a reply (spec §8: PDF, JPG, PNG). Each is checked as it is chosen, by
 * size and by its first bytes, so a refused file never leaves the device.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const max = maxAttachmentsPerComment;

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const { name } = file;
    const problem = await attachmentProblemOf(file);
    if (problem === 'tooLarge') return setError(t`A file can be at most ${megabytes} MB (${name})`);
    if (problem === 'notAllowed') return setError(t`Only PDF, JPG and PNG files can be attached (${name})`);
    setError(null);
    if (files.length < max) onChange([...files, file]);
  };

  return (
    <Stack gap="xs">
      <FilePicker
        label={t`Attach a file`}
        value={null}
        onChange={(file) => void handleFile(file)}
        accept={attachmentFileTypes}
        disabled={disabled || files.length >= max}
      />
      <Text size="sm" c="dimmed">
        <Trans>
          PDF, JPG or PNG, at most {megabytes} MB each and {max} files in all.
        </Trans>
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
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
                      onClick={() => onChange(files.filter((_, at) => at !== index))}
                    />
                  </Tooltip>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
