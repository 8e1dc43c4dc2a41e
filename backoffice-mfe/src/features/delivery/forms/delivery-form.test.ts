import { formErrorMap, formMessage } from '@poshak/shared-api/schemas';
import { deliveryForm } from './delivery-form';

const keys = (input: object) =>
  (deliveryForm.safeParse(input, { error: formErrorMap }).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${formMessage(issue.message).key}`,
  );

describe('delivery days form', () => {
  it('gives the typed days as the whole numbers the server takes', () => {
    expect(deliveryForm.parse({ delivery_min_days: ' 2 ', delivery_max_days: '4' })).toEqual({
      delivery_min_days: 2,
      delivery_max_days: 4,
    });
    expect(keys({ delivery_min_days: '0', delivery_max_days: '0' })).toEqual([]);
  });

  it('names an empty, broken or too large day, and a latest day before the earliest', () => {
    expect(keys({ delivery_min_days: '', delivery_max_days: '2' })).toEqual([
      'delivery_min_days: required',
    ]);
    expect(keys({ delivery_min_days: '1.5', delivery_max_days: '61' })).toEqual([
      'delivery_min_days: wholeNumber',
      'delivery_max_days: tooBig',
    ]);
    expect(keys({ delivery_min_days: '3', delivery_max_days: '2' })).toEqual([
      'delivery_max_days: latestBeforeEarliest',
    ]);
  });
});
