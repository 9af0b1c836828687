import type { PointGroup } from 'signature_pad';

/**
 * The strokes of a drawing scaled by `factor` about the canvas's top-left corner: the pad keeps one
 * aspect ratio, so when a tablet rotates and the canvas gets wider or narrower, the same signature is
 * drawn again at the new size instead of being cut off or lost.
 */
export function scaledStrokes(strokes: readonly PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return [...strokes];
  return strokes.map((stroke) => ({
    ...stroke,
    minWidth: stroke.minWidth * factor,
    maxWidth: stroke.maxWidth * factor,
    dotSize: stroke.dotSize * factor,
    points: stroke.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}
