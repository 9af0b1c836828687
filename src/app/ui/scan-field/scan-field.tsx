import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { IconButton } from '../icon-button/icon-button.tsx';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { CameraIcon } from './camera-icon.tsx';
import { CameraScanModal } from './camera-scan-modal.tsx';

export interface ScanFieldProps {
  /** Called with the trimmed order number, once per scan or Enter. */
  onScan: (code: string) => void;
  /** Default "Scan or type an order number". */
  label?: ReactNode;
  autoFocus?: boolean;
}

/**
 * Takes an order number from a hardware barcode scanner, typed by hand, or read by the tablet's camera
 * (issue 6, item 5). A scanner in keyboard-wedge mode types the code and then Enter, so Enter submits.
 * Tab does not: scanners send Enter unless configured otherwise, and a Tab that opened an order would
 * surprise someone who only leaves the field.
 */
export function ScanField({ onScan, label, autoFocus }: ScanFieldProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [isCameraOpen, setIsCameraOpen] = useState(false);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    setValue('');
    onScan(code);
  };

  const handleCameraScan = (code: string) => {
    setIsCameraOpen(false);
    onScan(code);
  };

  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label ?? t`Scan or type an order number`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="go"
          spellCheck={false}
          size="lg"
          flex={1}
        />
        {/* As tall as the field (50 px), above the 44 px touch target of the dock (issue 6, item 5). */}
        <IconButton
          size="input-lg"
          variant="default"
          label={t`Scan with camera`}
          onClick={() => setIsCameraOpen(true)}
        >
          <CameraIcon />
        </IconButton>
      </Group>
      <CameraScanModal
        opened={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onDetect={handleCameraScan}
      />
    </>
  );
}
