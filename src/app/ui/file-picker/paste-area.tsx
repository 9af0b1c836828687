import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';

export interface PasteAreaProps {
  /** The file chosen so far, shown in the field. */
  fileName?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * A field that takes a file from the clipboard (a screenshot, a copied document). It is an ordinary
 * text field so tablets offer their Paste menu on a long press; typed text is ignored.
 */
export function PasteArea({ fileName, onFile, disabled }: PasteAreaProps) {
  const { t } = useLingui();
  const [hasNoFile, setHasNoFile] = useState(false);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const file = event.clipboardData.files[0];
    setHasNoFile(!file);
    if (file) onFile(file);
  };

  return (
    <TextInput
      aria-label={t`Paste a file here`}
      placeholder={t`Paste a file here (Ctrl+V)`}
      value={fileName ?? ''}
      onChange={() => undefined}
      onPaste={handlePaste}
      error={hasNoFile ? t`The clipboard holds no file` : undefined}
      disabled={disabled}
      size="md"
    />
  );
}
