import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDirectory } from '@poshak/shared-api';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
let directory: StaffDirectory;

beforeEach(() => {
  directory = {
    accounts: [
      {
        id: 7,
        username: 'admin1',
        email: 'admin@poshak.test',
        role: 'admin',
        created_at: '2026-01-01T00:00:00.000Z',
        last_sign_in_at: '2026-11-24T06:15:00.000Z',
      },
      {
        id: 12,
        username: 'sadia',
        email: 'sadia@poshak.test',
        role: 'moderator',
        created_at: '2026-02-01T00:00:00.000Z',
        last_sign_in_at: null,
      },
    ],
    waiting_signups: [
      {
        email: 'rafi@poshak.test',
        role: 'seller',
        created_at: '2026-11-24T06:00:00.000Z',
        expires_at: '2026-11-24T06:10:00.000Z',
      },
    ],
  };
  api = fakeApi({
    'GET /backoffice/staff/accounts': () => directory,
    'PUT /backoffice/staff/12/role': ({ body }: FakeRequest) => {
      const { role } = body as { role: 'seller' };
      directory.accounts = directory.accounts.map((a) => (a.id === 12 ? { ...a, role } : a));
      return { message: 'Role changed' };
    },
    'PUT /backoffice/staff/12/password': () => ({ message: 'Password reset' }),
    'DELETE /backoffice/staff/12': () => {
      directory.accounts = directory.accounts.filter((a) => a.id !== 12);
      return { message: 'Removed' };
    },
  });
  signInAs('admin');
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Staff page', () => {
  it('lists the accounts with their roles and last sign-in, and the sign-ups waiting', async () => {
    renderApp('/admin/staff');
    await screen.findByText('sadia');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(within(rowOf('sadia')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('sadia')).getByText('Moderator')).toBeInTheDocument();
    expect(screen.getByText('admin1 (you)')).toBeInTheDocument();
    const waiting = rowOf('rafi@poshak.test');
    expect(within(waiting).getByText('Seller')).toBeInTheDocument();
  });

  it('says when no sign-up is waiting', async () => {
    directory.waiting_signups = [];
    renderApp('/admin/staff');
    expect(await screen.findByText('No sign-up is waiting')).toBeInTheDocument();
  });

  it('changes a role at once and says the person was signed out', async () => {
    renderApp('/admin/staff');
    await user().click(await screen.findByRole('combobox', { name: 'Role of sadia' }));
    await user().click(await screen.findByTitle('Seller'));
    expect(await screen.findByText('sadia is now Seller and was signed out')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/staff/12/role')[0]?.body).toEqual({ role: 'seller' });
  });

  it('removes an account only once the admin confirms', async () => {
    renderApp('/admin/staff');
    await user().click(await screen.findByRole('button', { name: 'Remove sadia' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('They are signed out at once and can no longer sign in.'),
    ).toBeInTheDocument();
    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /backoffice/staff/12')).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: 'Remove sadia' }));
    const again = await screen.findByRole('dialog');
    await user().click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('sadia removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /backoffice/staff/12')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('sadia')).not.toBeInTheDocument());
  });

  it('sets a new password checked by the server’s rule first', async () => {
    renderApp('/admin/staff');
    await user().click(await screen.findByRole('button', { name: 'Reset password of sadia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset password of sadia')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user().type(within(dialog).getByLabelText('New password'), 'abc');
    await user().click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(
      await within(dialog).findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/staff/12/password')).toHaveLength(0);

    await user().type(within(dialog).getByLabelText('New password'), 'defgh');
    await user().click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('New password saved for sadia')).toBeInTheDocument();
    expect(api.callsTo('PUT /backoffice/staff/12/password')[0]?.body).toEqual({
      password: 'abcdefgh',
    });
  });

  it('keeps the password dialog open with the server’s refusal', async () => {
    api.restore();
    api = fakeApi({
      'GET /backoffice/staff/accounts': () => directory,
      'PUT /backoffice/staff/12/password': () =>
        reply(404, { statusCode: 404, error: 'Not Found', message: 'no such account' }),
    });
    renderApp('/admin/staff');
    await user().click(await screen.findByRole('button', { name: 'Reset password of sadia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset password of sadia')).toBeInTheDocument();
    await user().type(within(dialog).getByLabelText('New password'), 'abcdefgh');
    await user().click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('Not changed: no such account')).toBeInTheDocument();
  });

  it('shows a phone one card per account and per waiting sign-up', async () => {
    setScreenWidth(375);
    renderApp('/admin/staff');
    const accounts = await screen.findByRole('list', { name: 'Staff' });
    const sadia = await within(accounts).findByRole('listitem', { name: 'sadia' });
    expect(within(sadia).getByText('Never')).toBeInTheDocument();
    expect(within(sadia).getByRole('combobox', { name: 'Role of sadia' })).toBeInTheDocument();
    expect(within(sadia).getByRole('button', { name: 'Remove sadia' })).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Waiting sign-ups' });
    expect(within(waiting).getByRole('listitem', { name: 'rafi@poshak.test' })).toHaveTextContent(
      'Seller',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
