// The cash-on-delivery page's texts (issue 30), in the back-office's namespace under `cod`. They
// arrive with the page's own chunk (./cod-texts.ts), not with every staff page's first screen.

export const codTexts = {
  title: 'Cash on delivery',
  intro:
    'What each courier collected at the door and paid the shop, against what each parcel should have collected. Mismatches come first.',
  couriers: { pathao: 'Pathao', steadfast: 'Steadfast', redx: 'RedX' },
  states: {
    mismatch: 'Mismatch',
    with_courier: 'With the courier',
    awaiting: 'On the way',
    settled: 'Settled',
  },
  filters: {
    courier: 'Courier',
    state: 'State',
    all: 'All',
    search: 'Invoice or consignment',
    clear: 'Clear filters',
  },
  columns: {
    invoice: 'Invoice',
    courier: 'Courier',
    customer: 'Customer',
    toCollect: 'To collect',
    collected: 'Collected',
    paidOut: 'Paid out',
    fee: 'Courier fee',
    difference: 'Difference',
    state: 'State',
  },
  by: { webhook: 'by the courier’s webhook', csv: 'by an uploaded settlement' },
  total_one: '{{count, number}} parcel',
  total_other: '{{count, number}} parcels',
  mismatches_one: '{{count, number}} mismatch',
  mismatches_other: '{{count, number}} mismatches',
  empty: 'No parcel has been booked with a courier yet',
  emptyFiltered: 'No parcel matches these filters',
  upload: {
    title: 'Upload a settlement',
    hint: 'The courier’s CSV with the columns consignment_id (or invoice_no), collected_amount, courier_fee, paid_amount, and optionally reference and paid_at. The same file again changes nothing.',
    courier: 'Courier of the file',
    file: 'Settlement CSV file',
    choose: 'Choose a file',
    noFile: 'No file chosen yet',
    send: 'Upload',
    done: '{{rows, number}} rows read: {{added, number}} new, {{updated, number}} changed, {{unchanged, number}} already recorded',
    refused: 'The file was refused; nothing was recorded. {{reason}}',
    tooLarge: 'The file is larger than 1 MB: split it by date and upload each part.',
  },
};
