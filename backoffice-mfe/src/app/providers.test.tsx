import { render, screen } from '@testing-library/react';
import { matchNoMedia } from '@poshak/shared-ui/testing/media-queries';
import { MotionProbe, preferReducedMotion } from '@poshak/shared-ui/testing/motion';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  afterEach(() => {
    window.matchMedia = matchNoMedia;
  });

  it("animates antd's drawers, menus and messages for most readers", () => {
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('animated');
  });

  it('keeps them still for a reader whose device asks for reduced motion', () => {
    preferReducedMotion();
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('still');
  });
});
