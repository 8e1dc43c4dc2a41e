import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BENGALI_NAME_FIELD, type LookupKind } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { enterText } from '../../../testing/enter-text';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

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
    // The first input is the name (all but a brand have their Bengali name beside it).
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
      // An empty Bengali name is sent as such: it removes the one the row had.
      ...(BENGALI_NAME_FIELD[kind] && { [`${nameField}_bn`]: '' }),
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

describe('the Bengali name of a colour, a size and a material', () => {
  const BENGALI_PAGES: [LookupKind, string, string, string, string, string][] = [
    ['color', '/admin/product-color', 'colors', 'id_color', 'Bottle Green', 'বোতল সবুজ'],
    ['size', '/admin/product-size', 'sizes', 'id_size', 'Free Size', 'ফ্রি সাইজ'],
    ['material', '/admin/product-material', 'materials', 'id_material', 'Cotton', 'সুতি'],
  ];
  describe.each(BENGALI_PAGES)('on the %s page', (kind, url, path, idField, english, bengali) => {
    const nameField = `${kind}_name`;
    const bnField = BENGALI_NAME_FIELD[kind] ?? '';
    let rows: Record<string, string | number | null>[];
    beforeEach(() => {
      rows = [{ [idField]: 1, [nameField]: 'First', [bnField]: null }];
      api = fakeApi({
        [`GET /${path}/getAll`]: () => rows,
        [`POST /${path}/post`]: ({ params }: FakeRequest) => {
          const row = {
            [idField]: rows.length + 1,
            [nameField]: String(params[nameField]),
            [bnField]: params[bnField] ? String(params[bnField]) : null,
          };
          rows.push(row);
          return row;
        },
        [`PUT /${path}/updateByID`]: ({ params }: FakeRequest) => {
          const row = rows.find((r) => r[idField] === Number(params[idField]));
          if (row)
            Object.assign(row, {
              [nameField]: params[nameField],
              [bnField]: params[bnField] || null,
            });
          return row;
        },
      });
      signInAs('seller');
    });

    it('is added beside the English name, listed in its own column, and changed by Edit (English page)', async () => {
      renderApp(url);
      await screen.findByText('First');
      await enterText(screen.getByRole('textbox', { name: /Name$/ }), english);
      await enterText(screen.getByRole('textbox', { name: 'Bengali name' }), bengali);
      await user().click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() =>
        expect(api.callsTo(`POST /${path}/post`)[0]?.params).toEqual({
          [nameField]: english,
          [bnField]: bengali,
        }),
      );
      const row = (await screen.findByRole('cell', { name: bengali })).closest('tr') as HTMLElement;
      expect(within(row).getByRole('cell', { name: english })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Bengali name' })).toBeInTheDocument();

      // Clicking the row fills both fields; Edit sends both.
      await user().click(within(row).getByRole('cell', { name: english }));
      const bn = screen.getByRole('textbox', { name: 'Bengali name' });
      expect(bn).toHaveValue(bengali);
      await enterText(bn, `গাঢ় ${bengali}`);
      await user().click(screen.getByRole('button', { name: 'Edit' }));
      await waitFor(() =>
        expect(api.callsTo(`PUT /${path}/updateByID`)[0]?.params).toEqual({
          [idField]: 2,
          [nameField]: english,
          [bnField]: `গাঢ় ${bengali}`,
        }),
      );
    });

    it('is offered in the Bengali back-office too, its column and field in Bengali', async () => {
      act(() => languageStore.getState().setLanguage('bn'));
      renderApp(url);
      await screen.findByText('First');
      expect(screen.getByRole('columnheader', { name: 'বাংলা নাম' })).toBeInTheDocument();
      await enterText(screen.getByRole('textbox', { name: 'বাংলা নাম' }), bengali);
      expect(screen.getByRole('textbox', { name: 'বাংলা নাম' })).toHaveValue(bengali);
    });
  });

  it('the brand page has no Bengali name: a brand is a name, written as its label writes it', async () => {
    api = fakeApi({ 'GET /brands/getAll': () => [{ id_brand: 1, brand_name: 'Lalbagh Looms' }] });
    signInAs('seller');
    renderApp('/admin/product-brand');
    await screen.findByText('Lalbagh Looms');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('columnheader', { name: 'Bengali name' })).toBeNull();
  });
});
