import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@poshak/shared-ui/i18n';
import type { StockEntry } from '@poshak/shared-api';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { lookupRoutes, paged, stockEntry } from '../../../testing/fixtures';
import { holdTheClock } from '../../../testing/hold-the-clock';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
// The form's controls, not the table's sortable headers of the same name.
const field = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input, textarea' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
// The Search button carries a magnifier icon whose label joins the button's name.
const searchButton = () => screen.getByRole('button', { name: /Search$/ });
const image = new File(['fake png bytes'], 'panjabi.png', { type: 'image/png' });

const SEARCH = 'Transaction id, product code or name';

let api: ReturnType<typeof fakeApi>;
let entries: StockEntry[];

function stockApi() {
  entries = [
    stockEntry(31, { product_name: 'Embroidered Cotton Panjabi With Pocket' }),
    stockEntry(30, { product_name: 'Silk Saree', category_id: 2, category_name: 'Saree' }),
  ];
  return fakeApi({
    ...lookupRoutes,
    'GET /backoffice/stock': ({ params }: FakeRequest) => {
      if (params.id_transaction !== undefined)
        return paged(entries.filter((e) => e.id_transaction === Number(params.id_transaction)));
      if (params.q !== undefined) {
        const q = String(params.q).toLowerCase();
        return paged(
          entries.filter(
            (e) =>
              e.product_name.toLowerCase().includes(q) || e.product_code.toLowerCase().includes(q),
          ),
        );
      }
      return paged(entries);
    },
    'POST /producttraces/post': () => {
      const added = stockEntry(32);
      entries = [added, ...entries];
      return added;
    },
    'PUT /producttraces/updateProductTraceImageTransactionByIDs': () => stockEntry(31),
    'DELETE /transactionsRouter/deleteTransactionByImageProducttraceByID': () => ({
      message: 'ok',
    }),
  });
}

async function openPage() {
  renderApp('/admin/product-add');
  await screen.findByText('Silk Saree');
  await waitFor(() => expect(field('Image Priority')).toHaveValue('Collection'));
}

/** Types a whole value at once (a paste), as antd re-renders on every keystroke. */
async function fill(label: string, value: string) {
  const u = user();
  await u.clear(field(label));
  await u.paste(value);
}

async function fillRequired() {
  await fill('Product Code', 'PJ-77');
  await fill('Product Name', 'Linen Panjabi');
  await fill('Category', 'Panjabi');
  await fill('Brand', 'Yellow');
  await fill('Price', '1850');
  await fill('Color', 'Red');
  await fill('Size', 'M');
  await fill('Quantity', '5');
  await user().upload(field('Image'), image);
}

beforeEach(() => {
  api = stockApi();
  signInAs('seller');
});
afterEach(() => {
  jest.useRealTimers();
  api.restore();
  resetApp();
});

describe('Add Product', () => {
  it('lists the stock with the name cut to 15 characters and a thumbnail', async () => {
    await openPage();
    const row = screen.getByText('Embroidered Cot').closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('img', { name: 'Embroidered Cotton Panjabi With Pocket' }),
    ).toHaveAttribute('src', '/uploads/31-320.webp');
    expect(within(row).getByText('PJ-31')).toBeInTheDocument();
  });

  it('refuses an incomplete form with the spec message and red borders on the empty fields', async () => {
    await openPage();
    await holdTheClock().click(button('Add'));
    await toastShown('One or many fields are empty!');
    // The toast may come a render before the fields' marks, and each field is marked as its own
    // check ends.
    await waitFor(() => {
      expect(field('Product Code')).toHaveClass('ant-input-status-error');
      expect(field('Price')).toHaveClass('ant-input-status-error');
      expect(screen.getByText('Image is required')).toBeInTheDocument();
    });
    // Optional fields stay unmarked.
    expect(field('Model')).not.toHaveClass('ant-input-status-error');
    expect(api.callsTo('POST /producttraces/post')).toHaveLength(0);
    // Loading a row replaces the form, and the old borders go with it.
    await user().click(screen.getByText('Silk Saree'));
    expect(field('Product Code')).not.toHaveClass('ant-input-status-error');
  });

  it('stops text at what the server keeps and says what is wrong under the field', async () => {
    await openPage();
    await fill('Product Code', 'X'.repeat(60));
    expect(field('Product Code')).toHaveValue('X'.repeat(40));
    await fill('Color', 'Purple');
    await holdTheClock().click(button('Add'));
    // Each field says what is wrong as its own check ends.
    await waitFor(() => {
      expect(screen.getByText('Choose one from the list')).toBeInTheDocument();
      expect(screen.getByText('Price is required')).toBeInTheDocument();
      expect(screen.getByText('Image is required')).toBeInTheDocument();
    });
    expect(field('Color')).toHaveAccessibleDescription('Choose one from the list');
  });

  it.each([
    ['Price', '-50', 'Price must be at least ৳1'],
    ['Price', 'abc', 'Price is not valid'],
    ['Price', '12.345', 'Enter a whole number'],
    ['Quantity', '-3', 'Quantity must be at least 0'],
    ['Quantity', '2.5', 'Enter a whole number'],
    ['Weight (grams, packed)', '0', 'Weight (grams, packed) must be at least 1'],
    ['Weight (grams, packed)', '30001', 'Weight (grams, packed) must be at most 30,000'],
  ])(
    'says what is wrong with %s "%s" under the field, not that a field is empty',
    async (label, value, message) => {
      await openPage();
      await fillRequired();
      await fill(label, value);
      await user().click(button('Add'));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAccessibleDescription(message);
      await toastShown('Some fields are not right: see the message under each.');
      expect(screen.queryByText('One or many fields are empty!')).toBeNull();
      expect(api.callsTo('POST /producttraces/post')).toHaveLength(0);
    },
  );

  it('updates the selected entry twice in a row: the saved entry stays loaded', async () => {
    await openPage();
    await user().click(screen.getByText('Silk Saree'));
    await fill('Quantity', '4');
    await user().click(button('Update'));
    await toastShown('Product updated succesfully!');
    // The server's reply is the entry as saved: the form shows it, still selected.
    expect(screen.getByText('Editing transaction 31')).toBeInTheDocument();
    expect(field('Color')).not.toHaveValue('');
    expect(field('Size')).not.toHaveValue('');
    expect(field('Quantity')).not.toHaveValue('');
    await fill('Quantity', '6');
    await user().click(button('Update'));
    await waitFor(() =>
      expect(
        api.callsTo('PUT /producttraces/updateProductTraceImageTransactionByIDs'),
      ).toHaveLength(2),
    );
    expect(screen.queryByText('One or many fields are empty!')).toBeNull();
    const [, second] = api.callsTo('PUT /producttraces/updateProductTraceImageTransactionByIDs');
    expect(second?.body).toMatchObject({ id_transaction: '31', quantity: '6' });
  });

  it('asks for a selected product before Update and Delete', async () => {
    await openPage();
    await user().click(button('Update'));
    await toastShown('Please select a product first!');
    await user().click(button('Delete'));
    await toastShown('Select a product first!');
  });

  it('adds a stock entry with its image, then clears color, size, quantity, priority and image', async () => {
    await openPage();
    await fillRequired();
    await user().click(button('Add'));
    await toastShown('Product saved successfully!');
    const [post] = api.callsTo('POST /producttraces/post');
    expect(post?.body).toMatchObject({
      product_code: 'PJ-77',
      product_name: 'Linen Panjabi',
      category_id: '1',
      brand_id: '2',
      color_id: '2',
      size_id: '1',
      price: '1850',
      // Not touched: a piece weighs the shop's default 500 g.
      weight_grams: '500',
      quantity: '5',
      operation_type_id: '2',
      image_priority_id: '1',
    });
    expect((post?.body as { image: File }).image).toBeInstanceOf(File);
    expect(field('Color')).toHaveValue('');
    expect(field('Size')).toHaveValue('');
    expect(field('Quantity')).toHaveValue('');
    expect(field('Image Priority')).toHaveValue('');
    expect(field('Product Code')).toHaveValue('PJ-77');
    expect(field('Category')).toHaveValue('Panjabi');
    expect(field('Price')).toHaveValue('1850');
    // The new entry (#32) is shown, marked, on the table's first page.
    await waitFor(() =>
      expect(screen.getByText('PJ-32').closest('tr')).toHaveAttribute('data-added', 'true'),
    );
  });

  it('treats a lookup name that is not in the list as empty', async () => {
    await openPage();
    await fillRequired();
    await fill('Color', 'Purple');
    await user().click(button('Add'));
    await toastShown('One or many fields are empty!');
    expect(api.callsTo('POST /producttraces/post')).toHaveLength(0);
  });

  it('loads a clicked row, blocks Add until Reset, and updates it', async () => {
    await openPage();
    await user().click(screen.getByText('Silk Saree'));
    expect(field('Product Code')).toHaveValue('PJ-30');
    expect(field('Category')).toHaveValue('Saree');
    expect(screen.getByText('Editing transaction 30')).toBeInTheDocument();
    await user().click(button('Add'));
    await toastShown('Product is selected.Reset first!');
    // The entry's own weight is loaded, and a new one is sent with the update.
    expect(field('Weight (grams, packed)')).toHaveValue('450');
    await fill('Weight (grams, packed)', '720');
    await fill('Quantity', '4');
    await user().click(button('Update'));
    await toastShown('Product updated succesfully!');
    const [put] = api.callsTo('PUT /producttraces/updateProductTraceImageTransactionByIDs');
    expect(put?.body).toMatchObject({
      id_transaction: '30',
      id_image: '230',
      quantity: '4',
      weight_grams: '720',
    });
    // No new image was chosen: the entry keeps its own.
    expect(put?.body).not.toHaveProperty('image');
    await user().click(button('Reset'));
    expect(field('Product Code')).toHaveValue('');
    expect(screen.queryByText('Editing transaction 30')).toBeNull();
  });

  it('says which entry is being edited in Bengali digits on a Bengali page', async () => {
    await openPage();
    act(() => languageStore.getState().setLanguage('bn'));
    await user().click(screen.getByText('Silk Saree'));
    expect(await screen.findByText('লেনদেন ৩০ সম্পাদনা হচ্ছে')).toBeInTheDocument();
    act(() => languageStore.getState().setLanguage('en'));
  });

  it('shows and takes its figures in Bengali digits on a Bengali page, keeping Latin ones to send', async () => {
    await openPage();
    act(() => languageStore.getState().setLanguage('bn'));
    const box = (key: string) => document.getElementById(`stock-${key}`) as HTMLInputElement;
    expect(box('weight_grams')).toHaveValue('৫০০');
    await user().click(box('price'));
    await user().paste('১৮৫০');
    expect(box('price')).toHaveValue('১৮৫০');
    act(() => languageStore.getState().setLanguage('en'));
    expect(box('price')).toHaveValue('1850');
    expect(box('weight_grams')).toHaveValue('500');
  });

  it('deletes the selected entry after confirmation', async () => {
    await openPage();
    await user().click(screen.getByText('Silk Saree'));
    await user().click(button('Delete'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShown('Product deleted successfully!');
    expect(
      api.callsTo('DELETE /transactionsRouter/deleteTransactionByImageProducttraceByID')[0]?.body,
    ).toEqual({ id_transaction: 30 });
    expect(field('Product Code')).toHaveValue('');
  });

  it('searches by transaction id, product code or name, then Show All brings every entry back', async () => {
    await openPage();
    const search = () => screen.getByRole('combobox', { name: SEARCH });
    await user().click(searchButton());
    expect(await screen.findByText("Can't Search Empty")).toBeInTheDocument();
    await user().click(search());
    await user().paste('31');
    await user().click(searchButton());
    await waitFor(() => expect(screen.queryByText('Silk Saree')).toBeNull());
    expect(screen.getByText('Embroidered Cot')).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/stock').at(-1)?.params).toMatchObject({
      id_transaction: 31,
    });
    await user().click(button('Show All'));
    expect(await screen.findByText('Silk Saree')).toBeInTheDocument();
    // Not a transaction's id: the entries whose code or name contains it.
    await user().click(search());
    await user().paste('pj-30');
    await user().click(searchButton());
    await waitFor(() => expect(screen.queryByText('Embroidered Cot')).toBeNull());
    expect(screen.getByText('Silk Saree')).toBeInTheDocument();
    expect(api.callsTo('GET /backoffice/stock').at(-1)?.params).toMatchObject({ q: 'pj-30' });
    await user().click(button('Show All'));
    expect(await screen.findByText('Embroidered Cot')).toBeInTheDocument();
    expect(searchButton()).toBeInTheDocument();
  });

  it('suggests product names while typing', async () => {
    await openPage();
    await user().type(screen.getByRole('combobox', { name: SEARCH }), 'Silk');
    expect(await screen.findByText('Silk Saree · White · L (#30)')).toBeInTheDocument();
  });

  it('lets a moderator look but not change, and says why', async () => {
    signInAs('moderator');
    await openPage();
    expect(button('Add')).toBeDisabled();
    expect(button('Update')).toBeDisabled();
    expect(button('Delete')).toBeDisabled();
    expect(
      screen.getByText('Your role (moderator) can view this page but not change it.'),
    ).toBeInTheDocument();
  });

  it('copies a product’s storefront link with the campaign’s tags staff fill in, remembered for the next', async () => {
    const typing = userEvent.setup({ delay: null });
    await openPage();
    await typing.click(
      screen.getByRole('button', {
        name: 'Copy the link to Embroidered Cotton Panjabi With Pocket',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Link to Embroidered Cotton Panjabi With Pocket');
    // The row's link does not load the entry into the form.
    expect(field('Product Code')).toHaveValue('');
    await typing.type(within(dialog).getByLabelText('Source (utm_source)'), 'facebook');
    await typing.type(within(dialog).getByLabelText('Campaign (utm_campaign)'), 'eid 2026');
    const link = `${window.location.origin}/productdetails/131?utm_source=facebook&utm_campaign=eid+2026`;
    expect(within(dialog).getByLabelText('Link')).toHaveValue(link);
    await typing.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await toastShown('Link copied');
    expect(await navigator.clipboard.readText()).toBe(link);
    // The next product's link starts with the same campaign.
    await typing.click(screen.getByRole('button', { name: 'Copy the link to Silk Saree' }));
    const next = await screen.findByRole('dialog');
    await waitFor(() => expect(next).toHaveTextContent('Link to Silk Saree'));
    expect(within(next).getByLabelText('Link')).toHaveValue(
      `${window.location.origin}/productdetails/130?utm_source=facebook&utm_campaign=eid+2026`,
    );
  });
});
