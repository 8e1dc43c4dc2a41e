import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';

/**
 * Wraps antd-heavy screens in tests. antd writes its CSS-in-JS into <style> tags,
 * and jsdom re-reads all of them on each getComputedStyle, which Testing Library calls for every
 * element a role query looks at: the back-office suite took 9 minutes instead of 2. As in a server
 * render, the styles stay out of the document, so what antd hides by class alone (a closed drawer
 * kept mounted) still counts as shown: screens that test such states render without this wrapper.
 * Since no test can see those styles, antd is told not to build them at all (`zeroRuntime`, which
 * the app's own ConfigProvider inherits): the class names stay the same, and each render of a form
 * no longer serialises every component's CSS.
 */
export function AntdTestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}
