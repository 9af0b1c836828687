import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { loadBarcodeDetector } from './barcode-detector.ts';

export type CameraScanState =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'no-camera' } | { kind: 'failed'; error: unknown };

/** How often a frame is looked at: quick enough to feel instant, light enough for a tablet's battery. */
const frameInterval = 150;

/**
 * Shows the back camera in `videoRef` and reads barcodes from its frames until one is found, which is
 * passed to `onDetect`. The camera is released when a code is found and when the component unmounts.
 */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  onDetect: (code: string) => void,
) {
  const [state, setState] = useState<CameraScanState>({ kind: 'starting' });
  const handleDetect = useEffectEvent(onDetect);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const start = async () => {
      // No mediaDevices either without a camera API or outside a secure context (plain HTTP on the LAN).
      if (!navigator.mediaDevices?.getUserMedia) return setState({ kind: 'no-camera' });
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (isStopped) return stop();
      const detector = await loadBarcodeDetector();
      const video = videoRef.current;
      if (isStopped || !video) return stop();
      video.srcObject = stream;
      await video.play();
      setState({ kind: 'scanning' });

      const readFrame = async () => {
        if (isStopped) return;
        // Before the first frame there is nothing to read. A failed read (the WASM did not load) ends the scan.
        const codes =
          video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await detector.detect(video) : [];
        const code = codes.map((barcode) => barcode.rawValue.trim()).find(Boolean);
        if (isStopped) return;
        if (code) {
          stop();
          return handleDetect(code);
        }
        timer = setTimeout(() => void readFrame().catch(fail), frameInterval);
      };
      await readFrame();
    };

    const fail = (error: unknown) => {
      if (isStopped) return;
      stop();
      const isNoCamera = error instanceof DOMException && noCameraErrors.has(error.name);
      setState(isNoCamera ? { kind: 'no-camera' } : { kind: 'failed', error });
    };

    start().catch(fail);
    return stop;
  }, [videoRef]);

  return state;
}

/** getUserMedia's answers when the device has no (back) camera at all. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- DOMException names
const noCameraErrors = new Set(['NotFoundError', 'OverconstrainedError']);
