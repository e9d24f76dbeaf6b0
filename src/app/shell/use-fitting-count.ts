import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many leading items fit in `available` px: all when their widths (with `gap` between them) fit,
 * else as many as fit beside a "more" control `reserve` px wide.
 */
export function fittingCount(widths: number[], available: number, reserve: number, gap: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = reserve;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > available) break;
    count += 1;
  }
  return count;
}

/**
 * The top menu's priority list: `row` holds every item and, last, the "more" control, laid out at full
 * size off screen; the result is how many items fit in `box`. Measured again whenever either resizes
 * (window width, language, fonts). Without ResizeObserver (jsdom) every item shows.
 */
export function useFittingCount(box: RefObject<HTMLElement | null>, row: RefObject<HTMLElement | null>, gap: number): number {
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const container = box.current;
    const measured = row.current;
    if (!container || !measured || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const widths = [...measured.children].map((child) => child.getBoundingClientRect().width);
      const reserve = widths.pop() ?? 0;
      setCount(fittingCount(widths, container.clientWidth, reserve, gap));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [box, row, gap]);
  return count;
}
