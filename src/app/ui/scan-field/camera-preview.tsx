import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useCameraScan } from './use-camera-scan.ts';

export interface CameraPreviewProps {
  onDetect: (code: string) => void;
}

/** The live picture of the back camera while it looks for a barcode, or why there is none. */
export function CameraPreview({ onDetect }: CameraPreviewProps) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useCameraScan(videoRef, onDetect);

  const failureReason = (error: unknown) => {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError') return t`camera access was denied`;
    if (name === 'NotReadableError') return t`the camera is in use by another app`;
    return error instanceof Error ? error.message : String(error);
  };

  const reason = state.kind === 'failed' ? failureReason(state.error) : '';
  const isFailed = state.kind === 'no-camera' || state.kind === 'failed';
  return (
    <Stack gap="sm">
      {/* Muted and inline: iOS and Android play a camera stream only so, and it has no sound to caption. */}
      <video
        ref={videoRef}
        muted
        playsInline
        hidden={isFailed}
        style={{ width: '100%', maxHeight: '60vh', background: 'black', borderRadius: 4 }}
      />
      {state.kind === 'no-camera' && (
        <Alert color="red" role="alert">
          {t`No camera is available`}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {t`The camera could not be started: ${reason}`}
        </Alert>
      )}
      {!isFailed && (
        <Text size="lg" ta="center">
          {t`Point the camera at the barcode`}
        </Text>
      )}
    </Stack>
  );
}
