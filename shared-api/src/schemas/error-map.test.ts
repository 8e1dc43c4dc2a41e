import {
  couponFields,
  customerFields,
  formErrorMap,
  formMessage,
  formParams,
  lookupName,
  maxLength,
  placeOrderBody,
  signupBody,
  stockEntryFields,
  typedNumber,
  withDayOrder,
  z,
  type FormMessage,
} from './index';

/** What a form shows for each field: the first issue of each path, read back as a key. */
function shown(schema: z.ZodType, value: unknown): Record<string, FormMessage> {
  const out: Record<string, FormMessage> = {};
  for (const issue of schema.safeParse(value, { error: formErrorMap }).error?.issues ?? []) {
    const path = issue.path.join('.');
    out[path] ??= formMessage(issue.message);
  }
  return out;
}
const key = (k: FormMessage['key'], values: FormMessage['values'] = {}) => ({ key: k, values });

describe('the form error map', () => {
  it('says required for empty text, a missing choice and an empty typed number', () => {
    const form = z.object({
      name: lookupName,
      area: z.enum(['inside', 'outside']),
      price: typedNumber(stockEntryFields.shape.price),
    });
    expect(shown(form, { name: '  ', area: undefined, price: '' })).toEqual({
      name: key('required'),
      area: key('required'),
      price: key('required'),
    });
  });

  it('names the limit a value passes, from the schema', () => {
    const form = z.object({
      name: lookupName,
      price: typedNumber(stockEntryFields.shape.price),
      quantity: typedNumber(stockEntryFields.shape.quantity),
    });
    expect(shown(form, { name: 'x'.repeat(61), price: '2000000', quantity: '1.5' })).toEqual({
      name: key('tooLong', { max: 60 }),
      price: key('tooBig', { max: 1_000_000 }),
      quantity: key('wholeNumber'),
    });
  });

  it("gives the schema's own messages their field-specific keys", () => {
    expect(
      shown(signupBody, { username: '', USERemail: 'nope', OTP: '', password: '123', roles: [] }),
    ).toMatchObject({
      username: key('usernameRequired'),
      USERemail: key('emailInvalid'),
      OTP: key('otpRequired'),
      password: key('passwordMin'),
    });
    expect(shown(placeOrderBody.shape.customer_phone, '12345')).toEqual({
      '': key('mobileInvalid'),
    });
    expect(shown(stockEntryFields.shape.price, '0')).toEqual({ '': key('priceMin') });
    expect(shown(couponFields.shape.code, 'eid 10')).toEqual({ '': key('couponCodeFormat') });
    const days = withDayOrder(z.object({ start_day: z.string(), end_day: z.string() }));
    expect(shown(days, { start_day: '2026-12-01', end_day: '2026-11-30' })).toEqual({
      end_day: key('endBeforeStart'),
    });
  });

  it('lets a custom rule name its key', () => {
    const listed = z.string().refine((v) => v === 'Red', { params: formParams('notInList') });
    expect(shown(listed, 'Purple')).toEqual({ '': key('notInList') });
  });

  it('never hands zod’s or the server’s English to a person', () => {
    expect(formMessage('Too big: expected string to have <=60 characters')).toEqual(key('invalid'));
  });
});

describe('maxLength', () => {
  it('reads a text field’s limit through optional, default and transform wrappers', () => {
    expect(maxLength(lookupName)).toBe(60);
    expect(maxLength(stockEntryFields.shape.product_code)).toBe(40);
    expect(maxLength(stockEntryFields.shape.type)).toBe(60);
    expect(maxLength(customerFields.shape.customer_address)).toBe(500);
    expect(maxLength(placeOrderBody.shape.customer_name)).toBe(120);
    expect(maxLength(placeOrderBody.shape.customer_phone)).toBe(20);
  });

  it('gives a number field the digits of its maximum, and nothing where there is no limit', () => {
    expect(maxLength(typedNumber(stockEntryFields.shape.price))).toBe(7);
    expect(maxLength(signupBody.shape.USERemail)).toBeUndefined();
  });
});
