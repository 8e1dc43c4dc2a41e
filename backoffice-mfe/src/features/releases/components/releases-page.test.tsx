import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasesOverview, RemoteReleases } from '@poshak/shared-api/schemas';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const V1 = '1111111111111111';
const V2 = '2222222222222222';
let api: ReturnType<typeof fakeApi>;
let storefront: RemoteReleases;
const asked: { url: string; body: unknown }[] = [];

const release = (id: string, role: 'live' | 'canary' | 'previous' | 'other', failures = 0) => ({
  id,
  published_at: '2026-11-28T06:00:00.000Z',
  built_at: '2026-11-28T05:59:00.000Z',
  git_commit: 'abcdef0123456789',
  contract_version: '1.1.0',
  files: 40,
  bytes: 7_000_000,
  pages: 120,
  failures,
  failures_by_phase: { manifest: 0, entry: failures, expose: 0, render: 0 },
  role,
});

beforeEach(() => {
  asked.length = 0;
  storefront = {
    remote: 'storefront',
    live: V1,
    previous: null,
    canary: null,
    releases: [release(V2, 'other', 3), release(V1, 'live')],
  };
  const overview = (): ReleasesOverview => ({
    remotes: [
      storefront,
      { remote: 'backoffice', live: null, previous: null, canary: null, releases: [] },
    ],
    canary_limits: { max_failure_rate: 0.05, min_failures: 20 },
  });
  api = fakeApi({
    'GET /backoffice/releases': overview,
    [`POST /backoffice/releases/storefront/canary`]: ({ body }: FakeRequest) => {
      asked.push({ url: 'canary', body });
      storefront = {
        ...storefront,
        canary: { id: V2, share: 25, since: '2026-11-28T06:10:00.000Z' },
        releases: [release(V2, 'canary', 3), release(V1, 'live')],
      };
      return { remote: 'storefront', live: V1, canary: V2, message: `storefront: ${V2} tried` };
    },
    'POST /backoffice/releases/storefront/promote': () => {
      asked.push({ url: 'promote', body: null });
      return { remote: 'storefront', live: V2, canary: null, message: 'storefront: promoted' };
    },
  });
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('Releases', () => {
  it('shows each remote’s live release and failures, tries one as a canary for a chosen share, then promotes it', async () => {
    signInAs('admin');
    renderApp('/admin/releases');
    const row = (await screen.findByText(V2.slice(0, 12))).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 (entry 3)')).toBeInTheDocument();
    expect(
      screen.getByText('No releases published yet: pnpm release backoffice'),
    ).toBeInTheDocument();

    await user().click(screen.getByRole('combobox', { name: 'Canary audience for Storefront' }));
    await user().click(await screen.findByText('25 % of browsers'));
    await user().click(
      within(row).getByRole('button', { name: `Try ${V2.slice(0, 12)} as canary` }),
    );
    await waitFor(() =>
      expect(asked).toEqual([{ url: 'canary', body: { id: V2, audience: { share: 25 } } }]),
    );
    expect(await screen.findByText(`${V2.slice(0, 12)} on 25 % of browsers`)).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Promote canary' }));
    await waitFor(() => expect(asked.map((a) => a.url)).toEqual(['canary', 'promote']));
  });

  it('is the admin’s alone, and reads in Bengali with Bengali digits', async () => {
    signInAs('seller');
    renderApp('/admin/releases');
    expect(await screen.findByText(/cannot open this page/)).toBeInTheDocument();
    resetApp();

    act(() => languageStore.getState().setLanguage('bn'));
    signInAs('admin');
    renderApp('/admin/releases');
    const row = (await screen.findByText(V2.slice(0, 12))).closest('tr') as HTMLElement;
    expect(within(row).getByText('৩ (এন্ট্রি ৩)')).toBeInTheDocument();
    expect(within(row).getByText('১২০')).toBeInTheDocument();
  });
});
