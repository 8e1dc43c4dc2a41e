import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import type { BlockedPhone, RiskRules } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { enterText } from '../../../testing/enter-text';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
let api: ReturnType<typeof fakeApi>;
let blocked: BlockedPhone[];
let rules: RiskRules;

beforeEach(() => {
  rules = { hold_above: 60, advance_fee_above: null };
  blocked = [
    {
      phone: '01712345678',
      reason: 'Refused two parcels',
      created_by: 'seller1',
      created_at: '2026-11-20T06:00:00.000Z',
    },
  ];
  api = fakeApi({
    'GET /backoffice/blocklist': () => blocked,
    'GET /backoffice/risk/rules': () => rules,
    'PUT /backoffice/risk/rules': ({ body }: FakeRequest) => {
      rules = body as RiskRules;
      return rules;
    },
    'POST /backoffice/blocklist': ({ body }: FakeRequest) => {
      const { phone, reason } = body as { phone: string; reason: string };
      const entry = {
        phone: phone.slice(-11),
        reason,
        created_by: 'admin1',
        created_at: '2026-11-28T06:00:00.000Z',
      };
      blocked = [entry, ...blocked];
      return entry;
    },
    'DELETE /backoffice/blocklist/01712345678': () => {
      blocked = blocked.filter((b) => b.phone !== '01712345678');
      return { message: 'Unblocked' };
    },
  });
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('Blocked numbers', () => {
  it('lists the blocked numbers with reason and who, blocks a number and unblocks one', async () => {
    signInAs('seller');
    renderApp('/admin/blocklist');
    const row = (await screen.findByText('Refused two parcels')).closest('tr') as HTMLElement;
    expect(within(row).getByText('01712345678')).toBeInTheDocument();
    expect(within(row).getByText('seller1')).toBeInTheDocument();

    // A number that is not a mobile number, and no reason, are refused before the server is asked.
    await user().type(screen.getByLabelText('Mobile number'), '12345');
    await user().click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Enter a mobile number (01XXXXXXXXX)')).toBeInTheDocument();
    expect(screen.getByText('Say why')).toBeInTheDocument();
    expect(api.callsTo('POST /backoffice/blocklist')).toHaveLength(0);

    await enterText(screen.getByLabelText('Mobile number'), '+88 01911-000000');
    await enterText(screen.getByLabelText('Reason'), 'Fake address, twice');
    await user().click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('01911000000 blocked')).toBeInTheDocument();
    expect(api.callsTo('POST /backoffice/blocklist')[0]?.body).toEqual({
      phone: '+8801911000000',
      reason: 'Fake address, twice',
    });
    expect(await screen.findByText('Fake address, twice')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Unblock 01712345678' }));
    await waitFor(() => expect(screen.queryByText('Refused two parcels')).toBeNull());
    expect(api.callsTo('DELETE /backoffice/blocklist/01712345678')).toHaveLength(1);
  });

  it('lets a moderator read the list in Bengali, with Bengali digits and a 24-hour clock, but not change it', async () => {
    signInAs('moderator');
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/blocklist');
    expect(await screen.findByText('০১৭১২৩৪৫৬৭৮')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ব্লক করা নম্বর' })).toBeInTheDocument();
    // When, on Dhaka's 24-hour clock: no Latin "PM" after Bengali digits.
    expect(screen.getByText('২০ নভে, ২০২৬, ১২:০০')).toBeInTheDocument();
    expect(screen.queryByLabelText('মোবাইল নম্বর')).toBeNull();
    expect(screen.getByRole('button', { name: '০১৭১২৩৪৫৬৭৮ আনব্লক করুন' })).toBeDisabled();
  });

  it('lets an admin set the risk rules; empty turns one off', async () => {
    signInAs('admin');
    renderApp('/admin/blocklist');
    const hold = await screen.findByLabelText('Hold for a call above');
    await waitFor(() => expect(hold).toHaveValue('60'));
    await user().type(screen.getByLabelText('Ask the fee in advance above'), '30');
    await user().clear(hold);
    await user().click(screen.getByRole('button', { name: 'Save rules' }));
    await toastShown('Risk rules saved');
    expect(api.callsTo('PUT /backoffice/risk/rules')[0]?.body).toEqual({
      advance_fee_above: 30,
      hold_above: null,
    });
  });

  it('shows a seller the rules without letting them change them', async () => {
    signInAs('seller');
    renderApp('/admin/blocklist');
    await waitFor(() => expect(screen.getByLabelText('Hold for a call above')).toHaveValue('60'));
    expect(screen.getByLabelText('Hold for a call above')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.getByText('Only an admin changes the rules.')).toBeInTheDocument();
  });
});
