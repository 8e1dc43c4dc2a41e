import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import type {
  CourierBookingOutcome,
  CourierBookingResult,
  OrderSummary,
  Role,
} from '@poshak/shared-api';
import { fakeApi, reply } from '../../../testing/fake-api';
import {
  courierBooking,
  courierList,
  orderDetail,
  orderStatuses,
  orderSummary,
  paged,
} from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const ready = { order_status_id: 4, order_status_name: 'Ready-To-Shift' };

let api: ReturnType<typeof fakeApi>;
let orders: OrderSummary[];

/** What Pathao's booking answers for the four chosen orders: one of each outcome. */
const outcomes: CourierBookingOutcome[] = [
  {
    invoice_no: 14,
    ok: true,
    code: null,
    message_en: 'Order 14 is queued for Pathao.',
    message_bn: 'অর্ডার ১৪ পাঠাও-এর জন্য অপেক্ষায়।',
    booking: courierBooking(14, { courier: 'pathao', status: 'pending', tracking_code: null }),
  },
  {
    invoice_no: 13,
    ok: true,
    code: 'already_booked',
    message_en: 'Order 13 is already booked with Steadfast; it was not booked again.',
    message_bn: 'অর্ডার ১৩ আগেই স্টেডফাস্ট-এ বুক করা আছে; আবার বুক করা হয়নি।',
    booking: courierBooking(13),
  },
  {
    invoice_no: 12,
    ok: false,
    code: 'order_not_ready',
    message_en: 'Order 12 is Processing; only a Ready-To-Shift order can be booked.',
    message_bn: 'অর্ডার ১২ এখনো "পাঠানোর জন্য প্রস্তুত" নয়; শুধু পাঠানোর জন্য প্রস্তুত অর্ডার বুক করা যায়।',
    booking: null,
  },
  {
    invoice_no: 11,
    ok: false,
    code: 'area_not_mapped',
    message_en:
      'The delivery area "Outside Dhaka" of order 11 is not matched to a Pathao area yet.',
    message_bn: '…',
    booking: null,
    area: { id_shipping: 2, shipping_name: 'Outside Dhaka' },
  },
];

beforeEach(() => {
  orders = [
    orderSummary(14, { ...ready, customer_name: 'Nusrat Jahan' }),
    orderSummary(13, {
      ...ready,
      booking: { courier: 'steadfast', status: 'booked', tracking_code: 'SFR13XYZ' },
    }),
    orderSummary(12, { order_status_id: 3, order_status_name: 'Processing' }),
    orderSummary(11, { ...ready, shipping_id: 2, shipping_name: 'Outside Dhaka' }),
  ];
  api = fakeApi({
    'GET /backoffice/orders': () => paged(orders),
    'GET /orderstatus/getAll': () => orderStatuses,
    'GET /backoffice/orders/13': () =>
      orderDetail(13, { ...orders[1], courier_booking: courierBooking(13) }),
    'GET /backoffice/orders/13/payment': () => null,
    'GET /backoffice/orders/13/history': () => [],
    'GET /backoffice/orders/13/bookings': () => ({
      bookings: [courierBooking(13)],
      events: [
        {
          id: 1,
          courier: 'steadfast',
          source: 'webhook',
          courier_status: 'in_review',
          consignment_id: 'C13',
          collected_amount: null,
          happened_at: '2026-11-21T10:00:00.000Z',
          received_at: '2026-11-21T10:00:01.000Z',
          processed_at: '2026-11-21T10:00:02.000Z',
          outcome: 'recorded only',
        },
      ],
    }),
    'GET /backoffice/couriers': () => courierList,
    'POST /backoffice/couriers/pathao/bookings': (): CourierBookingResult => ({
      outcomes,
      queued: 1,
      refused: 2,
    }),
  });
  setScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

async function openOrders(role: Role = 'seller') {
  signInAs(role);
  renderApp('/admin/product-order');
  await screen.findByText('Nusrat Jahan');
}
/**
 * The booking dialog, by its title. (Under jest every antd id is "test-id", so the dialog's
 * aria-labelledby can point at another element: the title is checked as text.)
 */
async function bookingDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}
const choose = (name: string) => user().click(screen.getByRole('checkbox', { name }));

describe('Booking chosen orders with a courier', () => {
  it('books the chosen orders in one request and says what became of each, in English', async () => {
    await openOrders();
    // The booking already made shows under the order's status with its tracking code.
    const row13 = screen.getByText('SFR13XYZ').closest('tr') as HTMLElement;
    expect(within(row13).getByTestId('booking-tag')).toHaveTextContent('Steadfast · Booked');

    for (const invoice of [14, 13, 12, 11]) await choose(`Choose invoice ${invoice}`);
    await user().click(screen.getByRole('button', { name: 'Book with courier' }));
    const dialog = await bookingDialog('Book 4 orders with a courier');
    // Only the couriers set up can be picked; this page knows one chosen order is not ready.
    const courier = within(dialog).getByRole('radiogroup', { name: 'Courier' });
    expect(within(courier).getByRole('radio', { name: 'RedX (not set up)' })).toBeDisabled();
    expect(within(courier).getByRole('radio', { name: 'Pathao' })).toBeChecked();
    expect(dialog).toHaveTextContent('1 chosen order is not Ready-To-Shift on this page');

    await user().click(within(dialog).getByRole('button', { name: 'Book' }));
    const result = await within(dialog).findByTestId('booking-result');
    expect(result).toHaveTextContent('Pathao: 1 queued, 1 already booked, 2 refused');
    expect(api.callsTo('POST /backoffice/couriers/pathao/bookings')).toHaveLength(1);
    expect(api.callsTo('POST /backoffice/couriers/pathao/bookings')[0]?.body).toEqual({
      invoice_nos: [14, 13, 12, 11],
    });

    const lines = within(dialog)
      .getAllByTestId('booking-outcome')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Invoice 14Queuedsent to the courier in a moment.',
      'Invoice 13Already bookedalready booked with Steadfast; not booked again.SFR13XYZ',
      'Invoice 12Refusedonly a Ready-To-Shift order can be booked.',
      'Invoice 11Refusedits delivery area “Outside Dhaka” is not matched to a Pathao area yet.Map “Outside Dhaka”',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Map “Outside Dhaka”' })).toHaveAttribute(
      'href',
      '/admin/couriers?courier=pathao&area=2',
    );
    // The orders reload: their bookings show under their statuses.
    await waitFor(() =>
      expect(api.callsTo('GET /backoffice/orders').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('says the same in Bengali, with Bengali digits and names', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    await openOrders();
    for (const invoice of ['১৪', '১২', '১১']) await choose(`ইনভয়েস ${invoice} বেছে নিন`);
    await user().click(screen.getByRole('button', { name: 'কুরিয়ারে বুক করুন' }));
    const dialog = await bookingDialog('৩টি অর্ডার কুরিয়ারে বুক করুন');
    expect(within(dialog).getByRole('radio', { name: 'পাঠাও' })).toBeChecked();
    await user().click(within(dialog).getByRole('button', { name: 'বুক করুন' }));
    const result = await within(dialog).findByTestId('booking-result');
    expect(result).toHaveTextContent('পাঠাও: ১টি অপেক্ষায়, ১টি আগেই বুক করা, ২টি হয়নি');
    const lines = within(dialog).getAllByTestId('booking-outcome');
    expect(lines[0]).toHaveTextContent('ইনভয়েস ১৪অপেক্ষায়একটু পরেই কুরিয়ারে পাঠানো হবে।');
    expect(lines[1]).toHaveTextContent('আগেই স্টেডফাস্ট-এ বুক করা আছে; আবার বুক করা হয়নি।');
    expect(lines[2]).toHaveTextContent('ইনভয়েস ১২হয়নিশুধু “পাঠানোর জন্য প্রস্তুত” অর্ডার বুক করা যায়।');
    expect(lines[3]).toHaveTextContent(
      'ডেলিভারি এলাকা “ঢাকার বাইরে” এখনো পাঠাও-এর কোনো এলাকার সাথে মেলানো হয়নি।',
    );
    expect(within(lines[3] as HTMLElement).getByRole('link')).toHaveTextContent(
      '“ঢাকার বাইরে” মেলান',
    );
  });

  it('tells why nothing was booked when the request itself fails', async () => {
    api.restore();
    api = fakeApi({
      'GET /backoffice/orders': () => paged(orders),
      'GET /orderstatus/getAll': () => orderStatuses,
      'GET /backoffice/couriers': () => courierList,
      'POST /backoffice/couriers/pathao/bookings': () =>
        reply(403, { statusCode: 403, error: 'Forbidden', message: 'seller only' }),
    });
    await openOrders();
    await choose('Choose invoice 14');
    await user().click(screen.getByRole('button', { name: 'Book with courier' }));
    const dialog = await bookingDialog('Book 1 order with a courier');
    await user().click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was booked: seller only',
    );
  });

  it('lets a moderator read bookings but not make them', async () => {
    await openOrders('moderator');
    await choose('Choose invoice 14');
    expect(screen.getByRole('button', { name: 'Book with courier' })).toBeDisabled();
  });

  it('shows an order’s booking and the courier’s updates in its details', async () => {
    await openOrders();
    await user().click(screen.getByText('SFR13XYZ').closest('tr') as HTMLElement);
    const section = await screen.findByRole('region', { name: 'Courier' });
    await within(section).findByText('in_review');
    expect(section).toHaveTextContent('Consignment');
    expect(within(section).getByRole('link', { name: 'SFR13XYZ' })).toHaveAttribute(
      'href',
      'https://steadfast.com.bd/t/SFR13XYZ',
    );
    expect(within(section).getByRole('list', { name: 'Courier updates' })).toHaveTextContent(
      'recorded only',
    );
  });
});
