import { useEffect, useRef } from 'react';

/**
 * antd draws a table wider than the screen inside a box that scrolls sideways; a table whose rows
 * take no focus leaves that box out of reach of the keyboard (axe: scrollable-region-focusable).
 * Makes the box a named, focusable region, so arrow keys scroll it.
 */
export function useFocusableScroll<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  // Every render: antd may draw the box anew (loading, empty, rows).
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return ref;
}
