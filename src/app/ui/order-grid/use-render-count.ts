import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type UIEvent } from 'react';
import { orderGridPageSize } from '../../../domain/orders/order-list.ts';

/** More rows render when the scroll container is within 1000 px of its end, checked 100 ms after scrolling (spec §7, §9). */
export const scrollLoadDistancePx = 1000;
export const scrollLoadDebounceMs = 100;

/**
 * How many of the rows to render: a page of 50 at first, another page each time the user scrolls near
 * the end. A new row list (another filter or sort) starts again from one page.
 */
export function useRenderCount(rows: readonly unknown[], pageSize = orderGridPageSize) {
  const [count, setCount] = useState(pageSize);
  const [shownRows, setShownRows] = useState(rows);
  if (rows !== shownRows) {
    setShownRows(rows);
    setCount(pageSize);
  }

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
