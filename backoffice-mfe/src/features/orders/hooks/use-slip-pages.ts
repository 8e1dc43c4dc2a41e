import { useLayoutEffect, useRef, useState } from 'react';
import { slipPageSize } from '../components/order-print-page';
import type { PrintFormat } from '../components/print-toolbar';

const MM_PER_PX = 25.4 / 96;

/**
 * Each slip sets its own page's length: measured on screen at the paper's width, again whenever
 * a slip changes (a font arriving). Gives the desk's ref, the tallest slip's length (the page of a
 * slip not measured yet, and of anything outside a named page) and the named pages' CSS.
 */
export function useSlipPages(format: PrintFormat, ready: boolean) {
  const desk = useRef<HTMLDivElement>(null);
  const [slipHeightsMm, setSlipHeightsMm] = useState<ReadonlyMap<number, number>>(new Map());
  useLayoutEffect(() => {
    const node = desk.current;
    if (format !== 'slip' || !node || !ready) return;
    const sheets = [...node.querySelectorAll<HTMLElement>('.poshak-print-sheet')];
    const measure = () => {
      const heights = new Map<number, number>();
      for (const sheet of sheets) {
        const { paddingTop, paddingBottom } = getComputedStyle(sheet);
        const contentPx = sheet.scrollHeight - parseFloat(paddingTop) - parseFloat(paddingBottom);
        heights.set(Number(sheet.dataset.invoice), contentPx * MM_PER_PX);
      }
      setSlipHeightsMm(heights);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const sheet of sheets) observer.observe(sheet);
    return () => observer.disconnect();
  }, [format, ready]);
  const tallestMm = slipHeightsMm.size > 0 ? Math.max(...slipHeightsMm.values()) : 200;
  const slipPagesCss =
    format === 'slip'
      ? [...slipHeightsMm]
          .map(
            ([invoice, heightMm]) =>
              `@page slip-${invoice} { ${slipPageSize(heightMm)} }\n` +
              `.poshak-print-sheet[data-invoice="${invoice}"] { page: slip-${invoice}; }`,
          )
          .join('\n')
      : '';
  return { desk, tallestMm, slipPagesCss };
}
