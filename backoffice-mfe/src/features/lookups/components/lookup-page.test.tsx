import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LookupKind } from '@poshak/shared-api';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ delay: null });

const PAGES: [LookupKind, string, string, string, string][] = [
  ['category', '/admin/product-cetagory', 'categorys', 'id_category', 'category_name'],
  ['brand', '/admin/product-brand', 'brands', 'id_brand', 'brand_name'],
  ['size', '/admin/product-size', 'sizes', 'id_size', 'size_name'],
  ['color', '/admin/product-color', 'colors', 'id_color', 'color_name'],
  ['material', '/admin/product-material', 'materials', 'id_material', 'material_name'],
];
const NOUNS: Record<LookupKind, string> = {
  category: 'Category',
  brand: 'Brand',
  size: 'Size',
  color: 'Color',
  material: 'Material',
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  resetApp();
});

describe.each(PAGES)('the %s page', (kind, url, path, idField, nameField) => {
  let rows: Record<string, string | number>[];
  beforeEach(() => {
    rows = [{ [idField]: 1, [nameField]: 'First' }];
    api = fakeApi({
      [`GET /${path}/getAll`]: () => rows,
      [`POST /${path}/post`]: ({ params }: FakeRequest) => {
        if (rows.some((r) => r[nameField] === params[nameField]))
          return reply(409, { message: `${nameField} already exists` });
        const row = { [idField]: rows.length + 1, [nameField]: String(params[nameField]) };
        rows.push(row);
        return row;
      },
      [`PUT /${path}/updateByID`]: ({ params }: FakeRequest) => {
        const row = rows.find((r) => r[idField] === Number(params[idField]));
        if (row) row[nameField] = String(params[nameField]);
        return row;
      },
      [`DELETE /${path}/deleteByID`]: ({ params }: FakeRequest) => {
        rows = rows.filter((r) => r[idField] !== Number(params[idField]));
        return { message: 'deleted' };
      },
    });
    signInAs('seller');
  });

  it(`adds, renames and deletes a ${kind} through /${path} with its own noun`, async () => {
    renderApp(url);
    await screen.findByText('First');
    // The first input is the name (a category has its Bengali name beside it).
    const [input] = screen.getAllByRole('textbox');
    if (!input) throw new Error('no name input');
    await user().click(input);
    await user().paste('Second');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(`SuccessFully ${NOUNS[kind]} Created`)).toBeInTheDocument();
    expect(api.callsTo(`POST /${path}/post`)[0]?.params).toEqual({ [nameField]: 'Second' });
    // The list reloads with the new row.
    await user().click(await screen.findByText('Second'));
    await user().clear(input);
    await user().paste('Second Edited');
    await user().click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(`SuccessFully ${NOUNS[kind]} Updated`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /${path}/updateByID`)[0]?.params).toEqual({
      [idField]: 2,
      [nameField]: 'Second Edited',
      // An empty Bengali name is sent as such: it removes the one the category had.
      ...(kind === 'category' && { category_name_bn: '' }),
    });
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Deleted ${NOUNS[kind]} SuccessFully`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Second Edited', { selector: 'td' })).toBeNull());
    await user().click(input);
    await user().paste('First');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(`Sorry We Can't Crated New ${NOUNS[kind]}`)).toBeInTheDocument();
    expect(screen.getByText(`${nameField} already exists`)).toBeInTheDocument();
  });
});
