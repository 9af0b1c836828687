import { useLingui } from '@lingui/react/macro';
import { FileInput, Input, SegmentedControl, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  acceptAttribute,
  defaultFileTypes,
  fileTypeList,
  isAcceptedFile,
  isImageFile,
  type FileType,
} from '../../../domain/shared/file-types.ts';
import { PasteArea } from './paste-area.tsx';

type Mode = 'select' | 'paste';

export interface FilePickerProps {
  label: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Allowed types, default pdf, jpg, png and gif; comment attachments pass `attachmentFileTypes`. */
  accept?: readonly FileType[];
  /** Any image file and nothing else (a company logo). */
  imageOnly?: boolean;
  defaultMode?: Mode;
  disabled?: boolean;
}

/** Picks one file from the device or from the clipboard, refusing types that are not allowed (spec §5). */
export function FilePicker({ label, value, onChange, accept = defaultFileTypes, ...props }: FilePickerProps) {
  const { t } = useLingui();
  const { imageOnly = false, defaultMode = 'select', disabled } = props;
  const [mode, setMode] = useState<Mode>(defaultMode);
  const [error, setError] = useState<string | null>(null);
  const types = fileTypeList(accept);

  const handleFile = (file: File | null) => {
    if (file && imageOnly && !isImageFile(file)) return setError(t`Please select an image file`);
    if (file && !imageOnly && !isAcceptedFile(file, accept)) {
      return setError(t`This file type is not allowed. Allowed types: ${types}`);
    }
    setError(null);
    onChange(file);
  };

  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          value={mode}
          onChange={(next) => setMode(next as Mode)}
          disabled={disabled}
          data={[
            { value: 'select', label: t`Select file` },
            { value: 'paste', label: t`Paste` },
          ]}
        />
        {mode === 'select' ? (
          <FileInput
            aria-label={t`Choose a file`}
            placeholder={t`Choose a file`}
            value={value}
            onChange={handleFile}
            accept={imageOnly ? 'image/*' : acceptAttribute(accept)}
            fileInputProps={{ 'aria-label': t`File` }}
            clearable
            disabled={disabled}
            size="md"
          />
        ) : (
          <PasteArea fileName={value?.name} onFile={handleFile} disabled={disabled} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
