import type { ThemeConfig } from 'antd';

/**
 * Poshak's antd theme, as data: each app passes it to its own ConfigProvider (antd is not a
 * shared module, so a provider component from here would not reach the remotes' antd).
 */
export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: '#b7410e',
    colorLink: '#b7410e',
    // antd's own #ff4d4f reads at 3.06:1 on the order form's #faf7f5; this red is 5.27:1 there
    // (5.62:1 on white), so field errors pass WCAG AA and still read as red.
    colorError: '#c62828',
    borderRadius: 6,
    fontFamily:
      "'Hind Siliguri', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
