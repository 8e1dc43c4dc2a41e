import { theme } from 'antd';
import { matchNoMedia } from './media-queries';

/** Shows whether antd's components around it animate: "animated" or "still", as a status. */
export function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

/** Media queries as on a device whose reader asked for reduced motion (and nothing else). */
export function preferReducedMotion() {
  window.matchMedia = (query: string) => ({
    ...matchNoMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  });
}
