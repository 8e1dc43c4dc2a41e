import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import type { Customer } from '@poshak/shared-api';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
let api: ReturnType<typeof fakeApi>;
let customers: Customer[];

beforeEach(() => {
  customers = [
    {
      id_customer: 1,
      customer_name: '<img src=x onerror=alert(1)>',
      customer_address: 'Mirpur 10, Dhaka',
      customer_phone: '01812345678',
      shipping_id: 1,
    },
  ];
  api = fakeApi({
    'GET /customers/getAll': () => customers,
    'POST /customers/post': ({ params }: FakeRequest) => {
      const created = { id_customer: 2, shipping_id: null, ...params } as Customer;
      customers.push(created);
      return created;
    },
    'PUT /customers/updateByID': ({ params }: FakeRequest) => params,
  });
  signInAs('admin');
});
afterEach(() => {
  api.restore();
  resetApp();
});

describe('Customers', () => {
  it('shows id, name, address and phone, a hostile name as plain text', async () => {
    renderApp('/admin/product-customer');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Id',
      'Name',
      'Address',
      'Phone',
    ]);
  });

  it('adds a customer with only a phone, and refuses one with nothing', async () => {
    renderApp('/admin/product-customer');
    await screen.findByText('Mirpur 10, Dhaka');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    await toastShown("Can't leave empty field");
    await user().click(screen.getByRole('textbox', { name: 'Phone' }));
    await user().paste('01912345678');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    await toastShown('SuccessFully Customer Created');
    expect(api.callsTo('POST /customers/post')[0]?.params).toEqual({
      customer_name: '',
      customer_phone: '01912345678',
      customer_address: '',
    });
  });

  it('reads a phone typed in Bengali digits with spaces as the storefront does', async () => {
    renderApp('/admin/product-customer');
    await screen.findByText('Mirpur 10, Dhaka');
    await user().click(screen.getByRole('textbox', { name: 'Phone' }));
    await user().paste('+৮৮ ০১৯১২ ৩৪৫৬৭৮');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    await toastShown('SuccessFully Customer Created');
    expect(api.callsTo('POST /customers/post')[0]?.params).toMatchObject({
      customer_phone: '+8801912345678',
    });
  });

  it('says beside the phone field when it is not a Bangladeshi mobile number, as the storefront does', async () => {
    renderApp('/admin/product-customer');
    await screen.findByText('Mirpur 10, Dhaka');
    await user().click(screen.getByRole('textbox', { name: 'Phone' }));
    await user().paste('abc');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number such as 01712345678'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /customers/post')).toHaveLength(0);
  });

  it('edits the selected customer with its id', async () => {
    renderApp('/admin/product-customer');
    await user().click(await screen.findByText('Mirpur 10, Dhaka'));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('01812345678');
    await user().clear(screen.getByRole('textbox', { name: 'Address' }));
    await user().paste('Uttara, Dhaka');
    await user().click(screen.getByRole('button', { name: 'Edit' }));
    await toastShown('SuccessFully Customer Updated');
    expect(api.callsTo('PUT /customers/updateByID')[0]?.params).toMatchObject({
      id_customer: 1,
      customer_address: 'Uttara, Dhaka',
    });
  });
});
