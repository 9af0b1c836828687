import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import type { ImportKind } from '../../../../domain/admin/import/import-kinds.ts';
import { ImportDialog } from './import-dialog.tsx';

export interface ImportButtonProps {
  kind: ImportKind;
  size?: ButtonProps['size'];
}

/** The list's Import button and its dialog; closing the dialog drops what was read. */
export function ImportButton({ kind, size }: ImportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="default" size={size} onClick={() => setIsOpen(true)}>
        <Trans>Import</Trans>
      </Button>
      {isOpen && <ImportDialog kind={kind} onClose={() => setIsOpen(false)} />}
    </>
  );
}
