import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type UIEvent } from 'react';
import { orderGridPageSize } from '../../../domain/orders/order-list-size.ts';

/** More rows render when the scroll container is within 1000 px of its end, checked 100 ms after scrolling (spec §7, §9). */
export const scrollLoadDistancePx = 1000;
export const scrollLoadDebounceMs = 100;
/**
 * The rows of a new list drawn in its first frame, a 10-inch screenful; the rest of the first page
 * follows in the next task, so a slow tablet shows the first rows without waiting for 50.
 */
export const firstFrameRows = 15;

/**
 * How many of the rows to render: a page of 50 at first (its first 15 one frame ahead), another page
 * each time the user scrolls near the end. A new row list (another filter or sort) starts again from
 * one page.
 */
export function useRenderCount(rows: readonly unknown[], pageSize = orderGridPageSize) {
  const firstFrame = Math.min(firstFrameRows, pageSize);
  const [count, setCount] = useState(firstFrame);
  const [shownRows, setShownRows] = useState(rows);
  if (rows !== shownRows) {
    setShownRows(rows);
    setCount(firstFrame);
  }

  // Effects run after the frame is drawn: the rest of the first page comes right after it.
  useEffect(() => {
    if (count >= pageSize || count >= shownRows.length) return;
    const timer = setTimeout(() => setCount((current) => Math.max(current, pageSize)), 0);
    return () => clearTimeout(timer);
  }, [count, pageSize, shownRows]);

  const checkEnd = useDebouncedCallback((element: HTMLElement) => {
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance <= scrollLoadDistancePx) setCount((current) => Math.min(current + pageSize, rows.length));
  }, scrollLoadDebounceMs);

  return {
    count: Math.min(count, rows.length),
    // The element is read now: React clears `currentTarget` once the handler returns.
    handleScroll: (event: UIEvent<HTMLElement>) => checkEnd(event.currentTarget),
  };
}
