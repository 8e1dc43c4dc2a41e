import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SmsMessage } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

const message = (id: number, overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  id,
  invoice_no: 1000 + id,
  event: 'order_placed',
  language: 'bn',
  status: 'sent',
  phone: '+8801711223344',
  text: `Poshak: ধন্যবাদ! অর্ডার #${1000 + id} পেয়েছি`,
  parts: 2,
  attempts: 1,
  gateway: 'outbox',
  reference: `sms-${id}.json`,
  last_error: null,
  created_at: '2026-11-24T06:15:00.000Z',
  next_attempt_at: null,
  sent_at: '2026-11-24T06:15:02.000Z',
  ...overrides,
});

let api: ReturnType<typeof fakeApi>;
let messages: SmsMessage[];

beforeEach(() => {
  messages = [
    message(3, {
      status: 'failed',
      event: 'shipped',
      language: 'en',
      text: 'Poshak: Order #1003 is on its way.',
      parts: 1,
      attempts: 8,
      last_error: 'given up after 8 tries: HTTP 503',
    }),
    message(2, { status: 'unsure', last_error: 'a try was cut short; check the gateway' }),
    message(1),
  ];
  api = fakeApi({
    'GET /backoffice/sms/messages': ({ params }: FakeRequest) => {
      const items = messages.filter(
        (m) =>
          (params.invoice_no === undefined || m.invoice_no === params.invoice_no) &&
          (params.status === undefined || m.status === params.status),
      );
      return { items, total: items.length, page: params.page ?? 1, pageSize: params.pageSize };
    },
    'POST /backoffice/sms/messages/3/resend': () => {
      messages = messages.map((m) => (m.id === 3 ? { ...m, status: 'pending' } : m));
      return { message: 'Queued again' };
    },
    'POST /backoffice/sms/messages/2/resend': () =>
      reply(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'this message is not failed or unsure',
      }),
  });
  signInAs('moderator');
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

const rowOf = (invoice: string) => screen.getByText(invoice).closest('tr') as HTMLElement;

describe('SMS messages list', () => {
  it('lists the messages newest first with status, number, parts, tries and last error', async () => {
    renderApp('/admin/sms/messages');
    await screen.findByText('1003');
    const failed = rowOf('1003');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Handed to the courier · English')).toBeInTheDocument();
    expect(within(failed).getByText('+8801711223344')).toBeInTheDocument();
    expect(within(failed).getByText('8')).toBeInTheDocument();
    expect(within(failed).getByText('given up after 8 tries: HTTP 503')).toBeInTheDocument();
    expect(within(rowOf('1001')).getByText('Sent')).toBeInTheDocument();
    // Only a message given up on can be sent again.
    expect(
      within(rowOf('1001')).queryByRole('button', { name: /Send again/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('3 messages')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Messages sent' })).toBeChecked();
  });

  it('keeps its filters in the address and asks the server for them', async () => {
    renderApp('/admin/sms/messages?status=failed');
    await screen.findByText('1003');
    expect(screen.queryByText('1001')).not.toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/sms/messages').at(-1)?.params).toMatchObject({
      status: 'failed',
      page: 1,
    });
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('1001');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/sms\/messages$/);

    await user().type(screen.getByLabelText('Invoice'), '১০০২{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/sms/messages?invoice=1002'),
    );
    await waitFor(() => expect(screen.queryByText('1001')).not.toBeInTheDocument());
    expect(screen.getByText('1002')).toBeInTheDocument();

    await user().clear(screen.getByLabelText('Invoice'));
    await user().type(screen.getByLabelText('Invoice'), 'abc{Enter}');
    expect(await screen.findByText('Type an invoice number (digits only)')).toBeInTheDocument();
  });

  it('says when no message matches', async () => {
    renderApp('/admin/sms/messages?invoice=77');
    expect(await screen.findByText('No SMS matches these filters')).toBeInTheDocument();
    messages = [];
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No SMS has been made yet')).toBeInTheDocument();
  });

  it('sends a failed message again, and says why one cannot be', async () => {
    renderApp('/admin/sms/messages');
    await screen.findByText('1003');
    await user().click(
      within(rowOf('1003')).getByRole('button', { name: 'Send again · order 1003' }),
    );
    expect(await screen.findByText('Order 1003: queued again')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('1003')).getByText('Waiting')).toBeInTheDocument());
    await user().click(
      within(rowOf('1002')).getByRole('button', { name: 'Send again · order 1002' }),
    );
    expect(
      await screen.findByText('Not queued: this message is not failed or unsure'),
    ).toBeInTheDocument();
  });

  it('shows the text of a message when its row is opened', async () => {
    renderApp('/admin/sms/messages');
    await screen.findByText('1003');
    await user().click(within(rowOf('1001')).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Poshak: ধন্যবাদ! অর্ডার #1001 পেয়েছি')).toHaveAttribute(
      'lang',
      'bn',
    );
  });

  it('shows a phone one card per message, its text and Send again in reach', async () => {
    setScreenWidth(375);
    renderApp('/admin/sms/messages');
    const card = await screen.findByRole('listitem', { name: 'Invoice 1003' });
    expect(within(card).getByText('#1003 · Handed to the courier · English')).toBeInTheDocument();
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText('Poshak: Order #1003 is on its way.')).toBeInTheDocument();
    expect(within(card).getByText('given up after 8 tries: HTTP 503')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Send again · order 1003' }));
    expect(await screen.findByText('Order 1003: queued again')).toBeInTheDocument();
  });

  it('speaks Bengali, with Bengali digits', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/sms/messages');
    await screen.findByText('১০০৩');
    expect(within(rowOf('১০০৩')).getByText('ব্যর্থ')).toBeInTheDocument();
    expect(screen.getByText('৩টি বার্তা')).toBeInTheDocument();
    // The pager too: its page numbers and page sizes.
    const pager = document.querySelector('.ant-pagination');
    expect(pager?.querySelector('.ant-pagination-item-1')).toHaveTextContent(/^১$/);
    expect(pager?.querySelector('.ant-pagination-options')).toHaveTextContent('১৮ / পৃষ্ঠা');
    expect(pager?.querySelector('.ant-pagination-options')?.textContent).not.toMatch(/[0-9]/);
  });
});
