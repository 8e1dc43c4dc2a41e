import type { ThemeConfig } from 'antd';

/**
 * Poshak's antd theme, as data: each app passes it to its own ConfigProvider (antd is not a
 * shared module, so a provider component from here would not reach the remotes' antd).
 */
export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: '#b7410e',
    colorLink: '#b7410e',
    borderRadius: 6,
    fontFamily:
      "'Hind Siliguri', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
