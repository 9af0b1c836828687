import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type UIEvent } from 'react';
import { orderGridPageSize } from '../../../domain/orders/order-list-size.ts';

/** More rows render when the scroll container is within 1000 px of its end, checked 100 ms after scrolling (spec §7, §9). */
export const scrollLoadDistancePx = 1000;
export const scrollLoadDebounceMs = 100;
/**
 * The most rows one task draws, a 10-inch screenful: a new list shows its first rows in its first
 * frame, and each page of 50 follows a screenful a frame, so a slow tablet never stops for a whole page.
 */
export const rowsPerTask = 15;

/**
 * How many of the rows to render: a page of 50 at first, another page each time the user scrolls near
 * the end, each page drawn `rowsPerTask` rows a frame. A new row list (another filter or sort) starts
 * again from one page.
 */
export function useRenderCount(rows: readonly unknown[], pageSize = orderGridPageSize) {
  const firstStep = Math.min(rowsPerTask, pageSize);
  const [pages, setPages] = useState(1);
  const [count, setCount] = useState(firstStep);
  const [shownRows, setShownRows] = useState(rows);
  if (rows !== shownRows) {
    setShownRows(rows);
    setPages(1);
    setCount(firstStep);
  }
  const goal = Math.min(pages * pageSize, rows.length);

  // The next rows come in the task after the next frame: a timer set in the effect alone may run before
  // the browser draws, and the rows already rendered would wait for these.
  useEffect(() => {
    if (count >= goal) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((current) => Math.min(current + rowsPerTask, goal)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, goal]);

  const checkEnd = useDebouncedCallback((element: HTMLElement) => {
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance > scrollLoadDistancePx) return;
    setPages((current) => (current * pageSize < rows.length ? current + 1 : current));
  }, scrollLoadDebounceMs);

  return {
    count: Math.min(count, rows.length),
    // The element is read now: React clears `currentTarget` once the handler returns.
    handleScroll: (event: UIEvent<HTMLElement>) => checkEnd(event.currentTarget),
  };
}
