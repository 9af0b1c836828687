import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { CameraPreview } from './camera-preview.tsx';

export interface CameraScanModalProps {
  opened: boolean;
  onClose: () => void;
  onDetect: (code: string) => void;
}

/** The camera scan in a dialog; Escape, the close button and a found code all close it. */
export function CameraScanModal({ opened, onClose, onDetect }: CameraScanModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Scan with camera`}
      size="lg"
      closeButtonProps={{ size: 'xl', 'aria-label': t`Close` }}
    >
      {/* Rendered only while open, so closing releases the camera at once, not after the transition. */}
      {opened && <CameraPreview onDetect={onDetect} />}
    </Modal>
  );
}
