import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopToaster, toast } from '../toast';
import { languageStore } from '../i18n';
import { AntdTestStyles } from '../../testing/antd-test-styles';
import { ListPage, type ListPageProps } from './list-page';

interface Brand {
  id_brand: number;
  brand_name: string;
}

const brands: Brand[] = [
  { id_brand: 1, brand_name: 'Aarong' },
  { id_brand: 2, brand_name: 'Yellow' },
  { id_brand: 3, brand_name: 'Ecstasy' },
];

type Props = ListPageProps<Brand, 'name'>;

function renderBrands(overrides: Partial<Props> = {}) {
  const props: Props = {
    title: 'Brand',
    noun: 'Brand',
    fields: [{ key: 'name', label: 'Brand Name' }],
    require: 'every',
    columns: [
      { key: 'id', title: 'Id', value: (b) => b.id_brand },
      { key: 'name', title: 'Name', value: (b) => b.brand_name },
    ],
    rows: brands,
    rowId: (b) => b.id_brand,
    rowValues: (b) => ({ name: b.brand_name }),
    loading: false,
    onCreate: jest.fn().mockResolvedValue({}),
    onUpdate: jest.fn().mockResolvedValue({}),
    onDelete: jest.fn().mockResolvedValue({}),
    ...overrides,
  };
  const view = render(
    <>
      <ListPage {...props} />
      <ShopToaster />
    </>,
    { wrapper: AntdTestStyles },
  );
  return { props, view, input: screen.getByLabelText('Brand Name') as HTMLInputElement };
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });

jest.setTimeout(30_000);

beforeEach(() => {
  act(() => languageStore.getState().setLanguage('en'));
});
afterEach(() => {
  act(() => toast.remove());
});

describe('ListPage', () => {
  it('shows the rows under Id and Name', () => {
    renderBrands();
    expect(screen.getByRole('columnheader', { name: /Id/ })).toBeInTheDocument();
    expect(within(row('Yellow')).getByText('2')).toBeInTheDocument();
  });

  it('selects a row on click and fills the input; a second click deselects and clears', async () => {
    const user = userEvent.setup({ delay: null });
    const { input } = renderBrands();
    await user.click(row('Yellow'));
    expect(input).toHaveValue('Yellow');
    expect(row('Yellow')).toHaveAttribute('aria-selected', 'true');
    await user.click(row('Yellow'));
    expect(input).toHaveValue('');
    expect(row('Yellow')).toHaveAttribute('aria-selected', 'false');
  });

  it("refuses an empty name with Can't leave empty field", async () => {
    const user = userEvent.setup({ delay: null });
    const { props, input } = renderBrands();
    await user.type(input, '   ');
    await user.click(button('Add'));
    expect(await screen.findByText("Can't leave empty field")).toBeInTheDocument();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('adds a trimmed name, says SuccessFully Brand Created and clears the input', async () => {
    const user = userEvent.setup({ delay: null });
    const { props, input } = renderBrands();
    await user.type(input, '  Richman ');
    await user.click(button('Add'));
    expect(props.onCreate).toHaveBeenCalledWith({ name: 'Richman' });
    expect(await screen.findByText('SuccessFully Brand Created')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('acts once on a double-click', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: () => void = () => undefined;
    const onCreate = jest.fn(
      () =>
        new Promise<Brand>(
          (resolve) => (finish = () => resolve({ id_brand: 4, brand_name: 'Richman' })),
        ),
    );
    const { input } = renderBrands({ onCreate });
    await user.type(input, 'Richman');
    await user.dblClick(button('Add'));
    await act(async () => finish());
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('asks for a selected row before Edit and Delete, in the spec wording', async () => {
    const user = userEvent.setup({ delay: null });
    const { props } = renderBrands();
    await user.click(button('Edit'));
    expect(await screen.findByText('Please Selected a Row')).toBeInTheDocument();
    await user.click(button('Delete'));
    expect(await screen.findByText('Please Selected A Row')).toBeInTheDocument();
    expect(props.onUpdate).not.toHaveBeenCalled();
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('edits the selected row and keeps it selected', async () => {
    const user = userEvent.setup({ delay: null });
    const { props, input } = renderBrands();
    await user.click(row('Aarong'));
    await user.clear(input);
    await user.click(button('Edit'));
    expect(await screen.findByText("Can't leave empty field")).toBeInTheDocument();
    await user.type(input, 'Aarong Earth');
    await user.click(button('Edit'));
    expect(props.onUpdate).toHaveBeenCalledWith(1, { name: 'Aarong Earth' });
    expect(await screen.findByText('SuccessFully Brand Updated')).toBeInTheDocument();
    expect(input).toHaveValue('Aarong Earth');
  });

  it('deletes the selected row and clears the selection', async () => {
    const user = userEvent.setup({ delay: null });
    const { props, input } = renderBrands();
    await user.click(row('Ecstasy'));
    await user.click(button('Delete'));
    expect(props.onDelete).toHaveBeenCalledWith(3);
    expect(await screen.findByText('Deleted Brand SuccessFully')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it("names this page's kind and the server's reason when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = jest.fn().mockRejectedValue(new Error('brand_name already exists'));
    const { input } = renderBrands({ onCreate });
    await user.type(input, 'Yellow');
    await user.click(button('Add'));
    expect(await screen.findByText("Sorry We Can't Crated New Brand")).toBeInTheDocument();
    expect(screen.getByText('brand_name already exists')).toBeInTheDocument();
    expect(input).toHaveValue('Yellow');
  });

  it("says Sorry Can't Delete when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = jest.fn().mockRejectedValue(new Error('brand is still in use'));
    renderBrands({ onDelete });
    await user.click(row('Aarong'));
    await user.click(button('Delete'));
    expect(await screen.findByText("Sorry Can't Delete")).toBeInTheDocument();
  });

  it('refuses a customer only when every field is empty (require any)', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = jest.fn().mockResolvedValue({});
    render(
      <>
        <ListPage<{ id: number }, 'name' | 'phone'>
          title="Customers"
          noun="Customer"
          fields={[
            { key: 'name', label: 'Name' },
            { key: 'phone', label: 'Phone', inputMode: 'tel' },
          ]}
          require="any"
          columns={[{ key: 'id', title: 'Id', value: (r) => r.id }]}
          rows={[]}
          rowId={(r) => r.id}
          rowValues={() => ({ name: '', phone: '' })}
          loading={false}
          onCreate={onCreate}
          onUpdate={jest.fn()}
          onDelete={jest.fn()}
        />
        <ShopToaster />
      </>,
      { wrapper: AntdTestStyles },
    );
    await user.click(button('Add'));
    expect(await screen.findByText("Can't leave empty field")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await user.click(button('Add'));
    expect(onCreate).toHaveBeenCalledWith({ name: '', phone: '01712345678' });
    expect(await screen.findByText('SuccessFully Customer Created')).toBeInTheDocument();
  });

  it('sorts by a column header click', async () => {
    const user = userEvent.setup({ delay: null });
    renderBrands();
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(names).toEqual(['Aarong', 'Ecstasy', 'Yellow']);
  });

  it('pages the table', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      id_brand: i + 1,
      brand_name: `B${i + 1}`,
    }));
    renderBrands({ rows: many });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
  });

  it('after an add, opens the page that holds the new row and marks it', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 12 }, (_, i) => ({
      id_brand: i + 1,
      brand_name: `B${i + 1}`,
    }));
    const added = { id_brand: 13, brand_name: 'Richman' };
    const { props, view, input } = renderBrands({
      rows: many,
      onCreate: jest.fn().mockResolvedValue(added),
    });
    await user.type(input, 'Richman');
    await user.click(button('Add'));
    expect(await screen.findByText('SuccessFully Brand Created')).toBeInTheDocument();
    // The list reloads with the new row last, on page 2.
    view.rerender(
      <>
        <ListPage {...props} rows={[...many, added]} />
        <ShopToaster />
      </>,
    );
    expect(await screen.findByRole('cell', { name: 'Richman' })).toBeInTheDocument();
    expect(row('Richman')).toHaveAttribute('data-added', 'true');
    expect(row('Richman')).toHaveClass('ant-table-row-selected');
    expect(screen.queryByRole('cell', { name: 'B1' })).toBeNull();
    // Sorted by name, highest first, it is still in sight: on the page that now holds it.
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(row('Richman')).toHaveAttribute('data-added', 'true');
  });

  it('disables the buttons and says why for a read-only role', () => {
    renderBrands({ readOnlyReason: 'Your role (moderator) can view this page but not change it.' });
    expect(button('Add')).toBeDisabled();
    expect(button('Edit')).toBeDisabled();
    expect(button('Delete')).toBeDisabled();
    expect(
      screen.getByText('Your role (moderator) can view this page but not change it.'),
    ).toBeInTheDocument();
  });

  it('shows the load error with Retry instead of the table', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    renderBrands({ rows: undefined, loadError: 'Network Error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(button('Retry'));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Bengali when the reader chose it', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderBrands({ noun: 'ব্র্যান্ড' });
    await user.click(screen.getByRole('button', { name: 'যোগ করুন' }));
    expect(await screen.findByText('ঘর খালি রাখা যাবে না')).toBeInTheDocument();
  });
});
