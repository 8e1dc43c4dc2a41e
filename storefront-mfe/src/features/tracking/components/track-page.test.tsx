import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderTracking } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderWithShop } from '../../../testing/render';
import { TrackPage } from './track-page';

const tracked: OrderTracking = {
  invoice_no: 42,
  status: 'Ready-To-Shift',
  steps: [
    // 23:30 UTC is already the next day in Dhaka (UTC+6).
    { status: 'Pending', at: '2026-11-22T23:30:00.000Z' },
    { status: 'Processing', at: '2026-11-23T04:00:00.000Z' },
    { status: 'Ready-To-Shift', at: '2026-11-23T09:15:00.000Z' },
  ],
  id_shipping: 1,
  delivery_min_days: 1,
  delivery_max_days: 2,
  // ৳3,690 of items, ৳80 delivery paid by bKash and verified.
  total: 3770,
  shipping_cost: 80,
  fee_status: 'verified',
  to_pay_on_delivery: 3690,
};

/** The text of each row of the tracked order's money (the ৳'s no-break space as a space). */
const moneyRows = () =>
  [...document.querySelectorAll('.sf-track__money > div')].map((row) =>
    row.textContent?.replace(/\s+/g, ' '),
  );

let trackReply: (request: FakeRequest) => [number, unknown];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  act(() => languageStore.getState().setLanguage('en'));
  trackReply = () => [200, tracked];
  api = fakeApi({ 'GET /orders/track': (request) => trackReply(request) });
});
afterEach(() => api.restore());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Track your order', () => {
  it('fills the invoice from the address, asks with the phone as typed, and shows the steps in Dhaka time', async () => {
    const user = userEvent.setup();
    renderWithShop(<TrackPage />, { url: '/track?invoice=42' });
    expect(field('Invoice number')).toHaveValue('42');
    await user.type(field('Mobile'), '01712-345 678');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Now: Ready to ship')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/track')[0]?.params).toEqual({
      invoice_no: 42,
      phone: '01712345678',
    });
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.sf-track__status')?.textContent)).toEqual([
      'Order placed',
      'Processing',
      'Ready to ship',
      'Shipped',
      'Delivered',
    ]);
    expect(steps[0]).toHaveTextContent(/November 23, 2026 at 5:30\sAM/);
    expect(steps[0]?.querySelector('time')).toHaveAttribute('datetime', tracked.steps[0]?.at);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // Steps still ahead have no date.
    expect(steps[3]?.querySelector('time')).toBeNull();
    expect(screen.getByText('Delivery in 1–2 days')).toBeInTheDocument();
    // The cash to hand the courier, said plainly, as the staff's "To Collect".
    expect(moneyRows()).toEqual([
      'Total of your order৳ 3,770',
      'Delivery fee paid in advance−৳ 80',
      'To pay on delivery৳ 3,690',
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/track?invoice=42');
  });

  it('in Bengali: digits and month names in Bengali', async () => {
    const user = userEvent.setup();
    act(() => languageStore.getState().setLanguage('bn'));
    renderWithShop(<TrackPage />, { url: '/track' });
    await user.type(field('ইনভয়েস নম্বর'), '৪২');
    await user.type(field('মোবাইল'), '০১৭১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'অবস্থা দেখুন' }));
    expect(await screen.findByText('এখন: পাঠানোর জন্য প্রস্তুত')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/track')[0]?.params).toEqual({
      invoice_no: 42,
      phone: '01712345678',
    });
    expect(screen.getByText('ইনভয়েস ৪২')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('২৩ নভেম্বর, ২০২৬ এ ৫:৩০ ভোর');
    expect(screen.getByText('১–২ দিনের মধ্যে ডেলিভারি')).toBeInTheDocument();
    expect(moneyRows()).toEqual([
      'আপনার অর্ডারের সর্বমোট৳ ৩,৭৭০',
      'অগ্রিম দেওয়া ডেলিভারি চার্জ−৳ ৮০',
      'ডেলিভারির সময় দিতে হবে৳ ৩,৬৯০',
    ]);
  });

  it('names the courier carrying a shipped parcel, its tracking code and a link to follow it there, in either language', async () => {
    const user = userEvent.setup();
    trackReply = () => [
      200,
      {
        ...tracked,
        status: 'Shifted',
        steps: [...tracked.steps, { status: 'Shifted', at: '2026-11-24T05:00:00.000Z' }],
        courier: {
          courier: 'pathao',
          tracking_code: 'DL241126ABC',
          tracking_link: 'https://merchant.pathao.com/tracking?consignment_id=DL241126ABC',
        },
      },
    ];
    renderWithShop(<TrackPage />, { url: '/track?invoice=42' });
    await user.type(field('Mobile'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      await screen.findByText(/^Carried by Pathao, tracking code DL241126ABC/),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Follow it on Pathao’s site' });
    expect(link).toHaveAttribute(
      'href',
      'https://merchant.pathao.com/tracking?consignment_id=DL241126ABC',
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    act(() => languageStore.getState().setLanguage('bn'));
    expect(
      await screen.findByRole('link', { name: 'পাঠাও-এর সাইটে পার্সেলটি দেখুন' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^পৌঁছে দিচ্ছে পাঠাও, ট্র্যাকিং কোড DL241126ABC/)).toBeInTheDocument();
  });

  it('in Bengali: the invoice number from the address is filled in in Bengali digits, and still found', async () => {
    const user = userEvent.setup();
    act(() => languageStore.getState().setLanguage('bn'));
    renderWithShop(<TrackPage />, { url: '/track?invoice=17' });
    expect(field('ইনভয়েস নম্বর')).toHaveValue('১৭');
    await user.type(field('মোবাইল'), '০১৭১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'অবস্থা দেখুন' }));
    await screen.findByText('এখন: পাঠানোর জন্য প্রস্তুত');
    expect(api.callsTo('GET /orders/track')[0]?.params).toMatchObject({ invoice_no: 17 });
  });

  it.each([
    [
      'sent and being checked',
      'unverified',
      'Delivery fee sent in advance (being checked)−৳ 80',
      'To pay on delivery৳ 3,690',
    ],
    [
      'not found',
      'rejected',
      null,
      'To pay on delivery, with the delivery fee (not found in the payment record)৳ 3,770',
    ],
    ['cash on delivery', 'none', null, 'To pay on delivery৳ 3,770'],
  ] as const)(
    'a delivery fee %s: the cash to hand the courier',
    async (_name, fee, advance, due) => {
      const user = userEvent.setup();
      trackReply = () => [200, { ...tracked, fee_status: fee }];
      renderWithShop(<TrackPage />, { url: '/track?invoice=42' });
      await user.type(field('Mobile'), '01712345678');
      await user.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('Now: Ready to ship');
      expect(moneyRows()).toEqual([
        'Total of your order৳ 3,770',
        ...(advance ? [advance] : []),
        due,
      ]);
    },
  );

  it('gives one neutral message for a pair that names no order, and a wait after too many tries', async () => {
    const user = userEvent.setup();
    trackReply = () => [
      404,
      { statusCode: 404, error: 'Not Found', message: 'No order matches this invoice number' },
    ];
    renderWithShop(<TrackPage />, { url: '/track' });
    await user.type(field('Invoice number'), '7');
    await user.type(field('Mobile'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No order matches this invoice number and mobile number.',
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    trackReply = () => [429, { statusCode: 429, error: 'Too Many Requests', message: 'wait' }];
    await user.clear(field('Invoice number'));
    await user.type(field('Invoice number'), '8');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(/Please wait 15 minutes/)).toBeInTheDocument();
  });

  it('asks for both fields before looking anything up', async () => {
    const user = userEvent.setup();
    renderWithShop(<TrackPage />, { url: '/track?invoice=abc' });
    expect(field('Invoice number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Invoice number is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/track')).toHaveLength(0);
  });
});
