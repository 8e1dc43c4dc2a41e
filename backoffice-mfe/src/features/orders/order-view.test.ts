import {
  orderFilter,
  orderListParams,
  orderViewFromSearch,
  searchFromOrderView,
} from './order-view';

describe('the orders view in the address', () => {
  it('keeps a sort beside the filters, and newest first says nothing', () => {
    const view = orderViewFromSearch(new URLSearchParams('fee=unverified&sort=total&order=asc'));
    expect(view).toMatchObject({ fee: 'unverified', sort: 'total', order: 'asc' });
    expect(searchFromOrderView(view).toString()).toBe('fee=unverified&sort=total&order=asc');
    expect(orderListParams(view)).toMatchObject({ sort: 'total', order: 'asc' });
    // "All matching the filter" and the export read the filters alone.
    expect(orderFilter(view)).toEqual({ fee_status: 'unverified' });
    const newest = orderViewFromSearch(new URLSearchParams('sort=time&order=desc'));
    expect(searchFromOrderView(newest).toString()).toBe('');
    expect(orderListParams(newest)).not.toHaveProperty('sort');
  });

  it('falls back to newest first on a sort it does not know', () => {
    expect(orderViewFromSearch(new URLSearchParams('sort=phone&order=up'))).toMatchObject({
      sort: 'time',
      order: 'desc',
    });
  });
});
