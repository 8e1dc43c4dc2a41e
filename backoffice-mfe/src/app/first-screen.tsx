import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useReader } from '../lib/use-reader';
import { useSessionUser } from '../lib/use-session-user';
import { useEarlyData } from './early-data';
import { drawFirstScreen } from './first-screen-drawing';
import { earlyScreen } from './first-screen-handoff';
import { firstPageOf, firstScreenRequest, type FirstScreenData } from './first-screen-page';

/**
 * What a signed-in page shows while its code arrives: the back-office's top bar and the page — on
 * the dashboard and the orders page its figures or rows as soon as they are here, elsewhere an
 * empty page — drawn without antd (first-screen-drawing.ts), so the first screen is never white
 * and staff can read the morning's orders before the controls arrive. Where the early script drew
 * it already, that very drawing is taken in and stays as it is, until the page takes its place.
 */
export function FirstScreen() {
  const reader = useReader();
  const { pathname, search } = useLocation();
  const page = firstPageOf(pathname, useSessionUser());
  const data = useEarlyData(page && firstScreenRequest(page, search).queryKey);
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = host.current;
    if (!container) return;
    const early = earlyScreen();
    if (early) {
      if (early.parentNode !== container) container.replaceChildren(early);
      return;
    }
    // The early answer for this page's request is this page's data.
    const shown = page && data !== undefined ? ({ page, data } as FirstScreenData) : null;
    container.replaceChildren(drawFirstScreen(reader, shown));
  }, [reader, page, data]);
  return <div ref={host} />;
}
