import { expect, type Locator, type Page } from '@playwright/test';

/** What the shell itself draws: the 404 page, the error page and the remote fallback. */
export class ShellPage {
  readonly notFoundHeading: Locator;
  readonly backHome: Locator;
  readonly unexpectedError: Locator;
  readonly remoteFallback: Locator;
  readonly retry: Locator;
  readonly remoteLoading: Locator;

  constructor(readonly page: Page) {
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: /^(404|৪০৪)$/ });
    this.backHome = page.getByRole('link', { name: /Back to home|হোম/ });
    this.unexpectedError = page.getByRole('heading', { name: 'Unexpected Application Error!' });
    this.remoteFallback = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: 'This part of the shop could not be loaded' }),
    });
    this.retry = this.remoteFallback.getByRole('button', { name: 'Retry' });
    this.remoteLoading = page.locator('.shell-remote-loading');
  }

  async expectNotFound() {
    await expect(this.notFoundHeading).toBeVisible();
    await expect(this.page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  }

  async expectRemoteFallback() {
    await expect(this.remoteFallback).toBeVisible();
    await expect(this.retry).toBeEnabled();
  }
}
