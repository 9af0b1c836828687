import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of the container's children, from the first, lie wholly inside it: the rest are cut off by
 * its edge. Measured again when the container's size changes and when `watch` does (the items' words and
 * badges). A container that is not laid out (display: none, or no layout at all) counts them all: none
 * is cut off where nothing shows.
 */
export function useFittingCount(container: RefObject<HTMLElement | null>, watch: unknown): number {
  const [fitting, setFitting] = useState(Number.MAX_SAFE_INTEGER);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      if (box.width === 0) {
        setFitting(element.children.length);
        return;
      }
      let count = 0;
      for (const child of element.children) {
        // Half a pixel for rounding: an item flush with the edge fits.
        if (child.getBoundingClientRect().right > box.right + 0.5) break;
        count += 1;
      }
      setFitting(count);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, watch]);
  return fitting;
}
