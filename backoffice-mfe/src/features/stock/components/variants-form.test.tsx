import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import { enterText } from '../../../testing/enter-text';
import type { FakeRequest } from '../../../testing/fake-api';
import { fakeApi } from '../../../testing/fake-api';
import { lookupRoutes, paged } from '../../../testing/fixtures';
import { holdTheClock } from '../../../testing/hold-the-clock';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });
const picture = (name: string) => new File(['fake png bytes'], name, { type: 'image/png' });
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

let api: ReturnType<typeof fakeApi>;
let sent: FakeRequest[];
beforeEach(() => {
  sent = [];
  api = fakeApi({
    ...lookupRoutes,
    'GET /backoffice/stock': () => paged([]),
    'GET /backoffice/stock/low-stock-threshold': () => ({ threshold: 5 }),
    'POST /backoffice/stock/variants': (request: FakeRequest) => {
      sent.push(request);
      return {
        product_code: 'PNJ-200',
        entries: Array.from({ length: 4 }, (_, i) => ({
          id_transaction: 50 + i,
          id_product_trace: 50 + i,
          color_id: 1 + Math.floor(i / 2),
          size_id: 1 + (i % 2),
          quantity: i,
        })),
      };
    },
  });
  signInAs('seller');
});
afterEach(() => {
  jest.useRealTimers();
  api.restore();
  resetApp();
});

async function openAllVariants() {
  renderApp('/admin/product-add');
  // The first test of the file also waits for the staff screens' code to load.
  await user().click(await screen.findByText('All colours and sizes'));
  await waitFor(() => expect(input('variants-priority')).toHaveValue('Collection'));
}

async function pick(id: string, text: string) {
  // Pasted into the select's search: the test is about the choice, not each key.
  await user().click(input(id));
  await user().paste(text);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  await user().click(option);
}

describe('Add Product, all colours and sizes', () => {
  it('names every missing field and sends nothing', async () => {
    await openAllVariants();
    await holdTheClock().click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => {
      expect(screen.getByText('Product Code is required')).toBeInTheDocument();
      expect(screen.getByText('Sizes is required')).toBeInTheDocument();
      expect(screen.getAllByText(/^Picture of Colour \d is required$/)).toHaveLength(2);
    });
    expect(api.callsTo('POST /backoffice/stock/variants')).toHaveLength(0);
  });

  it('sends the product once, the grid of quantities and one picture per colour', async () => {
    await openAllVariants();
    await enterText(input('variants-product_code'), 'PNJ-200');
    await enterText(input('variants-product_name'), 'Khadi Panjabi');
    await pick('variants-category', 'Panjabi');
    await pick('variants-brand', 'Aarong');
    await enterText(input('variants-price'), '2450');
    // Every piece of the product weighs the same, packed.
    await enterText(input('variants-weight_grams'), '650');
    await user().click(input('variants-sizes'));
    await user().click(await screen.findByTitle('M'));
    await user().click(await screen.findByTitle('L'));
    await pick('variants-colour-0', 'White');
    await pick('variants-colour-1', 'Red');
    await user().upload(input('variants-picture-0'), picture('white.png'));
    await user().upload(input('variants-picture-1'), picture('red.png'));
    const quantities: Record<string, string> = {
      'White M': '4',
      'White L': '0',
      'Red M': '3',
      'Red L': '7',
    };
    for (const [cell, value] of Object.entries(quantities)) {
      const [colour, size] = cell.split(' ');
      await user().type(
        screen.getByRole('textbox', { name: `Quantity of ${colour}, size ${size}` }),
        value,
      );
    }
    await user().click(screen.getByRole('button', { name: 'Save all' }));
    await toastShown('4 stock entries saved');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      product_code: 'PNJ-200',
      product_name: 'Khadi Panjabi',
      category_id: '1',
      brand_id: '1',
      price: '2450',
      weight_grams: '650',
      image_priority_id: '1',
    });
    expect(JSON.parse(String(body.variants))).toEqual([
      {
        color_id: 1,
        sizes: [
          { size_id: 1, quantity: 4 },
          { size_id: 2, quantity: 0 },
        ],
      },
      {
        color_id: 2,
        sizes: [
          { size_id: 1, quantity: 3 },
          { size_id: 2, quantity: 7 },
        ],
      },
    ]);
    expect(body.image_0).toBeInstanceOf(File);
    expect(body.image_1).toBeInstanceOf(File);
    // The table shows the new product's entries.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/product-add?q=PNJ-200'),
    );
    expect(within(screen.getByTestId('variant-colour-0')).getByRole('combobox')).toHaveValue('');
  });
});
