import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import type { PrintableOrder } from '@poshak/shared-api';
import { fakeApi } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const order: PrintableOrder = {
  invoice_no: 1207,
  created_at: '2026-11-24T18:05:00.000Z',
  order_status_name: 'Processing',
  customer_name: 'Nusrat Jahan',
  customer_phone: '01712345678',
  customer_address: 'House 12, Road 5, Dhanmondi',
  shipping_id: 2,
  shipping_name: 'Outside Dhaka',
  lines: [
    {
      id_transaction: 90,
      product_name: 'Tangail Saree',
      category_name: 'Saree',
      brand_name: 'Aarong',
      size_name: 'Free Size',
      material_name: 'Cotton',
      color_name: 'Red',
      product_name_bn: 'টাঙ্গাইল শাড়ি',
      color_name_bn: 'লাল',
      size_name_bn: null,
      price: 1000,
      quantity: 2,
      line_total: 2000,
    },
  ],
  subtotal: 2000,
  shipping_cost: 80,
  discount: 100,
  coupon_code: 'EID10',
  total: 1980,
  to_collect: 1900,
  payment: { provider: 'bkash', trx_id: '9A7B6C5D4E', amount: 80, status: 'verified' },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET /backoffice/orders/1207/print': () => order,
    'GET /config': () => ({
      shopName: 'Poshak',
      supportPhone: '01700000000',
      advanceFee: { on: true, bkash: null, nagad: null },
      developerSite: { label: 'Poshak', url: 'https://example.test' },
      social: { facebook: '', youtube: '', instagram: '', linkedin: '' },
    }),
  });
  signInAs('moderator');
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('printable invoice and packing slip', () => {
  it('shows everything the parcel needs, with an A4 page and a Print button', async () => {
    const print = jest.fn();
    window.print = print;
    renderApp('/admin/orders/1207/print?format=a4');
    const sheet = await screen.findByTestId('print-sheet');
    for (const text of [
      'Poshak',
      'Phone: 01700000000',
      'Invoice No. 1207',
      'Nusrat Jahan',
      'House 12, Road 5, Dhanmondi',
      'Outside Dhaka',
      'Tangail Saree',
      'Red · Free Size',
      'Coupon discount (EID10)',
      '− ৳ 100',
      '৳ 1,980',
      'Delivery fee paid by bKash, TrxID 9A7B6C5D4E',
    ]) {
      expect(sheet).toHaveTextContent(text);
    }
    expect(within(sheet).getByTestId('print-to-collect')).toHaveTextContent(
      'Collect on delivery৳ 1,900',
    );
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(styles).toContain('@page { size: A4;');
    expect(styles).toContain('@media print');
    // No side menu on the paper.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalled();
  });

  it('is an 80 mm slip in Bengali, with Bengali digits', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/orders/1207/print?format=slip');
    const sheet = await screen.findByTestId('print-sheet');
    expect(sheet).toHaveTextContent('প্যাকিং স্লিপ');
    expect(sheet).toHaveTextContent('ইনভয়েস নং ১২০৭');
    expect(sheet).toHaveTextContent('০১৭১২৩৪৫৬৭৮');
    // The catalogue's Bengali names and the area in Bengali; a name without one stays as it is.
    expect(sheet).toHaveTextContent('টাঙ্গাইল শাড়ি');
    expect(sheet).toHaveTextContent('লাল · Free Size');
    expect(sheet).toHaveTextContent('ঢাকার বাইরে');
    expect(sheet).not.toHaveTextContent(/Tangail|Outside Dhaka/);
    // Latin digits only in the shopper's own writing and in codes (TrxID, coupon).
    const read = (sheet.textContent ?? '')
      .replace('House 12, Road 5', '')
      .replace('9A7B6C5D4E', '')
      .replace('EID10', '');
    expect(read).not.toMatch(/[0-9]/);
    expect(within(sheet).getByTestId('print-to-collect')).toHaveTextContent('৳ ১,৯০০');
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(styles).toMatch(/@page \{ size: 80mm \d+mm;/);
  });
});
