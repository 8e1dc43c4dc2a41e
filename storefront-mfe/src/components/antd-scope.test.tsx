import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia } from '@poshak/shared-ui/testing/media-queries';
import { MotionProbe, preferReducedMotion } from '@poshak/shared-ui/testing/motion';
import { AntdScope } from './antd-scope';

afterEach(() => act(() => languageStore.getState().setLanguage('en')));

describe('AntdScope', () => {
  it.each([
    ['en', 'Loading… Track'],
    ['bn', 'লোড হচ্ছে… Track'],
  ] as const)(
    'gives a busy button a loading icon named in the reader’s language (%s), and takes it away with the work',
    (language, busyName) => {
      act(() => languageStore.getState().setLanguage(language));
      const busy = (loading: boolean) => (
        <AntdScope>
          <Button loading={loading}>Track</Button>
        </AntdScope>
      );
      const { rerender } = render(busy(true));
      expect(screen.getByRole('button')).toHaveAccessibleName(busyName);
      // Back at once, as a quick answer makes it: no icon left behind.
      rerender(busy(false));
      expect(screen.getByRole('button')).toHaveAccessibleName('Track');
      expect(screen.queryByRole('img')).toBeNull();
    },
  );

  it("keeps antd's parts still for a reader whose device asks for reduced motion", () => {
    const probe = () => (
      <AntdScope>
        <MotionProbe />
      </AntdScope>
    );
    const { unmount } = render(probe());
    expect(screen.getByRole('status')).toHaveTextContent('animated');
    unmount();
    preferReducedMotion();
    try {
      render(probe());
      expect(screen.getByRole('status')).toHaveTextContent('still');
    } finally {
      window.matchMedia = matchNoMedia;
    }
  });
});
