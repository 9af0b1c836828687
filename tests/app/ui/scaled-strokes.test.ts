import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { scaledStrokes } from '../../../src/app/ui/signature-pad/scaled-strokes.ts';

const stroke: PointGroup = {
  penColor: '#111',
  dotSize: 1,
  minWidth: 0.8,
  maxWidth: 2.8,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: [
    { x: 10, y: 20, pressure: 0.5, time: 1 },
    { x: 40, y: 10, pressure: 0.5, time: 2 },
  ],
};

describe('the signature pad keeps its drawing when the canvas changes size (issue 7 item 5)', () => {
  it('scales every point and the pen widths by the change of width', () => {
    const [scaled] = scaledStrokes([stroke], 1.5);
    expect(scaled!.points.map(({ x, y }) => [x, y])).toEqual([
      [15, 30],
      [60, 15],
    ]);
    expect(scaled!.minWidth).toBeCloseTo(1.2);
    expect(scaled!.maxWidth).toBeCloseTo(4.2);
    expect(scaled!.dotSize).toBeCloseTo(1.5);
    expect(scaled!.points[1]!.time).toBe(2);
  });

  it('leaves the drawing as it was when the width did not change, and the original untouched', () => {
    expect(scaledStrokes([stroke], 1)).toEqual([stroke]);
    scaledStrokes([stroke], 0.5);
    expect(stroke.points[0]!.x).toBe(10);
  });
});
