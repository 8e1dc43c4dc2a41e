import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import { amountToCollect } from '@poshak/shared-api';
import { fakeApi } from '../../../testing/fake-api';
import { courierBooking, orderDetail } from '../../../testing/fixtures';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

// 14: booked with Steadfast, its fee (80) verified in advance; 13: cash on delivery, not booked.
const booked = orderDetail(14, {
  customer_name: 'Nusrat Jahan',
  customer_phone: '01712345674',
  customer_address: 'House 14, Road 2\nDhanmondi',
  fee_status: 'verified',
  trx_id: 'AB12CD34EF',
  courier_booking: courierBooking(14),
});
const unbooked = orderDetail(13, {
  customer_name: 'Tanvir Ahmed',
  shipping_id: 2,
  shipping_name: 'Outside Dhaka',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET /backoffice/orders/14': () => booked,
    'GET /backoffice/orders/13': () => unbooked,
    'GET /config': () => ({ shopName: 'Poshak', supportPhone: '01700000000' }),
  });
  signInAs('moderator');
});
afterEach(() => {
  api.restore();
  resetApp();
});

async function openLabels(format: 'a4' | 'label' = 'a4') {
  renderApp(`/admin/orders/labels?format=${format}&invoices=14,13`);
  await screen.findByTestId('label-sheet');
  return screen.getAllByTestId('parcel-label');
}

describe('Parcel labels', () => {
  it('prints each chosen order’s label: courier, tracking code as Code 128 and QR, recipient, cash to collect', async () => {
    const [first, second] = await openLabels();
    const label = first as HTMLElement;
    expect(label).toHaveTextContent('Steadfast');
    expect(label).toHaveTextContent('Invoice 14');
    expect(label).toHaveTextContent('To: Nusrat Jahan');
    expect(label).toHaveTextContent('Phone: 01712345674');
    expect(label).toHaveTextContent('House 14, Road 2 Dhanmondi');
    expect(label).toHaveTextContent('Area: Inside Dhaka');
    // The amount money's one rule gives: the total less the fee verified in advance.
    expect(amountToCollect(booked)).toBe(booked.total - booked.shipping_cost);
    expect(within(label).getByTestId('label-to-collect')).toHaveTextContent(
      `Collect৳ ${(booked.total - booked.shipping_cost).toLocaleString('en-US')}`,
    );

    // The tracking code, drawn by JsBarcode as Code 128 bars, and as a QR of the courier's page.
    const barcode = within(label).getByRole('img', { name: 'Barcode of SFR14XYZ' });
    expect(barcode).toHaveAttribute('data-value', 'SFR14XYZ');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(barcode.getAttribute('viewBox')).toMatch(/^0 0 \d+ 60$/);
    expect(label).toHaveTextContent('SFR14XYZ');
    const qr = within(label).getByRole('img', {
      name: 'QR code: https://steadfast.com.bd/t/SFR14XYZ',
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    // An order not booked yet: no barcode; its QR leads to the shop's own tracking page.
    const other = second as HTMLElement;
    expect(other).toHaveTextContent('Not booked with a courier yet');
    expect(within(other).queryByTestId('barcode')).toBeNull();
    expect(within(other).getByTestId('qr-code')).toHaveAttribute(
      'data-value',
      `${window.location.origin}/track?invoice=13`,
    );
    expect(within(other).getByTestId('label-to-collect')).toHaveTextContent(
      `৳ ${unbooked.total.toLocaleString('en-US')}`,
    );
    expect(other).toHaveTextContent('Area: Outside Dhaka');
  });

  it('lays out A4 sheets or one 80 mm label per page, as chosen', async () => {
    await openLabels('a4');
    const style = () => document.querySelector('.poshak-print-desk style')?.textContent ?? '';
    expect(style()).toContain('@page { size: A4;');
    expect(screen.getByTestId('label-sheet')).toHaveClass('a4');
    await user().click(screen.getByText('80 mm labels'));
    expect(screen.getByTestId('label-sheet')).toHaveClass('label');
    expect(style()).toContain('@page { size: 80mm 100mm;');
    // Each label after the first starts a page: no blank page after the last.
    expect(style()).toContain('.poshak-label + .poshak-label { break-before: page; }');
  });

  it('writes a Bengali label with Bengali digits and names, the tracking code as the courier wrote it', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    const [first, second] = await openLabels();
    const label = first as HTMLElement;
    expect(label).toHaveTextContent('স্টেডফাস্ট');
    expect(label).toHaveTextContent('ইনভয়েস ১৪');
    expect(label).toHaveTextContent('ফোন: ০১৭১২৩৪৫৬৭৪');
    expect(label).toHaveTextContent('এলাকা: ঢাকার ভেতরে');
    expect(within(label).getByTestId('label-to-collect').textContent).toMatch(/^আদায়৳\s?[০-৯,]+$/);
    expect(label).toHaveTextContent('SFR14XYZ');
    expect(second).toHaveTextContent('এখনো কুরিয়ারে বুক করা হয়নি');
    expect(second).toHaveTextContent('এলাকা: ঢাকার বাইরে');
  });
});
