import { checkFeed } from './feed-check';

const HEADER =
  'id,item_group_id,title,description,availability,condition,price,link,image_link,brand,color,size,age_group';
const row = (cells: Partial<Record<string, string>> = {}) =>
  [
    cells.id ?? 'SHI-000001-3-2',
    'SHI-000001',
    cells.title ?? '"Classic Oxford Shirt – Sky Blue, M"',
    '"Classic Oxford Shirt. Colour: Sky Blue, Size: M. Delivered across Bangladesh."',
    cells.availability ?? 'in stock',
    'new',
    cells.price ?? '1500.00 BDT',
    cells.link ?? 'http://127.0.0.1:5610/productdetails/1?lang=en',
    'http://127.0.0.1:5610/uploads/shirt-800.webp',
    cells.brand ?? 'Padma Wear',
    'Sky Blue',
    'M',
    'adult',
  ].join(',');

const rss = (items: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
  items.join('\n') +
  '\n</channel>\n</rss>\n';
const item = (fields: Partial<Record<string, string>> = {}) =>
  '<item>' +
  Object.entries({
    'g:id': 'SHI-000001-3-2',
    'g:item_group_id': 'SHI-000001',
    title: 'Silk &amp; Satin – Sky Blue, M',
    description: 'Silk &amp; Satin. Delivered across Bangladesh.',
    link: 'http://127.0.0.1:5610/productdetails/1?lang=en',
    'g:image_link': 'http://127.0.0.1:5610/uploads/shirt-800.webp',
    'g:availability': 'in_stock',
    'g:condition': 'new',
    'g:price': '1500.00 BDT',
    'g:brand': 'Padma Wear',
    'g:color': 'Sky Blue',
    'g:size': 'M',
    'g:age_group': 'adult',
    ...fields,
  })
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('') +
  '</item>';

describe('checking a product feed against its platform', () => {
  it('passes a Meta CSV whose every item has the required fields', () => {
    expect(
      checkFeed('meta.csv', [HEADER, row(), row({ id: 'SHI-000001-4-2' })].join('\n')),
    ).toEqual({ items: 2, invalid: 0, duplicateIds: 0, problems: [] });
  });

  it('names what is wrong: a missing brand, a relative link, a price without its currency, a shared id, a formula', () => {
    const check = checkFeed(
      'meta.csv',
      [
        HEADER,
        row({ brand: '' }),
        row({ link: '/productdetails/1' }),
        row({ id: 'B', price: '1500' }),
        row({ id: 'B', title: '=HYPERLINK("x")' }),
      ].join('\n'),
    );
    expect(check).toMatchObject({ items: 4, invalid: 4, duplicateIds: 2 });
    expect(check.problems).toEqual([
      'SHI-000001-3-2: no brand',
      'SHI-000001-3-2: link not absolute',
      'B: price "1500"',
      'B: title starts a formula',
    ]);
  });

  it('passes a Google RSS feed, entities decoded, and refuses Meta’s spelling of availability there', () => {
    expect(checkFeed('google.xml', rss([item(), item({ 'g:id': 'SHI-000001-4-2' })]))).toEqual({
      items: 2,
      invalid: 0,
      duplicateIds: 0,
      problems: [],
    });
    const wrong = checkFeed(
      'google.xml',
      rss([item({ 'g:availability': 'in stock', 'g:age_group': 'grown-up' })]),
    );
    expect(wrong.invalid).toBe(1);
    expect(wrong.problems).toEqual([
      'SHI-000001-3-2: availability "in stock", age_group "grown-up"',
    ]);
    expect(checkFeed('google.xml', rss([item({ title: 'Salt & Pepper' })])).problems).toEqual([
      'a bare & in title',
    ]);
  });
});
