import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What stays on screen when the children cannot be shown (the slider's first still slides). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * For parts that only enhance a page (the sliders' react-slick): when their code cannot be
 * fetched — the shopper went offline, the shop restarted — the page keeps what it already shows
 * instead of giving way to the shell's "could not be loaded" screen; the next visit tries again.
 */
export class KeepOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[poshak] a page enhancement could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
