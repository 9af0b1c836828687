import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import SignaturePadDrawing from 'signature_pad';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { scaledStrokes } from './scaled-strokes.ts';
import './signature-pad.css';

const context2d = '2d'; // eslint-disable-line lingui/no-unlocalized-strings -- a canvas context id

export interface SignaturePadProps {
  label: string;
  /** The drawing as a PNG data URL; null while nothing is drawn. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Printed under the line, as on a paper receipt. */
  signerName?: string;
  error?: ReactNode;
}

/**
 * A signature drawn with a finger, a stylus or a mouse (signature_pad, pointer events). The canvas is
 * sized to its box at the screen's pixel ratio; when the box changes (a tablet rotates) the strokes
 * are scaled and drawn again, so the drawing is kept.
 */
export function SignaturePad({ label, value, onChange, signerName, error }: SignaturePadProps) {
  const labelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadDrawing | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    // jsdom (unit tests) has no 2D context: the pad is then a plain box.
    if (!canvas?.getContext(context2d)) return;
    const pad = new SignaturePadDrawing(canvas, { penColor: '#111', minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    let drawnWidth = 0;
    const fit = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || width === drawnWidth) return;
      const strokes = scaledStrokes(pad.toData(), drawnWidth > 0 ? width / drawnWidth : 1);
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext(context2d)?.scale(ratio, ratio);
      drawnWidth = width;
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const handleEnd = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', handleEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', handleEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // A form that is reset clears the drawing too.
  useEffect(() => {
    if (value === null && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const handleClear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      error={error}
      size="lg"
      withAsterisk
      className="signature-pad"
    >
      <Box className="signature-pad__area" data-signed={value !== null}>
        <canvas
          ref={canvasRef}
          className="signature-pad__canvas"
          role="img"
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-hint`}
        />
        <div className="signature-pad__line" aria-hidden />
      </Box>
      <Group justify="space-between" align="flex-start" mt={4} wrap="nowrap">
        <Text size="md" fw={500} className="signature-pad__name">
          {signerName?.trim() || '\u00a0'}
        </Text>
        <Button variant="default" mih={44} onClick={handleClear} disabled={value === null}>
          <Trans>Clear signature</Trans>
        </Button>
      </Group>
      <Text id={`${labelId}-hint`} size="sm" c="dimmed">
        <Trans>Sign with a finger or a stylus in the box above.</Trans>
      </Text>
    </Input.Wrapper>
  );
}
