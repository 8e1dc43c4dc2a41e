import {
  CONTROL_CHARACTERS_MESSAGE,
  couponBody,
  couponStatus,
  customerCreate,
  customerUpdate,
  hasControlCharacters,
  hasHiddenCharacters,
  hasLoneSurrogates,
  legacyCustomerBody,
  lookupCreateQuery,
  lookupUpdateQuery,
  orderExportQuery,
  orderListQuery,
  otpBody,
  placeOrderBody,
  productListQuery,
  signinBody,
  signupBody,
  stockEntryFields,
  stockEntryUpdateFields,
  stockListQuery,
  SCHEMA_MESSAGES,
  z,
} from './index';

describe('shared request schemas', () => {
  it('accepts only the storefront page sizes and defaults to 18', () => {
    expect(productListQuery.parse({}).pageSize).toBe(18);
    expect(productListQuery.parse({ pageSize: '72' }).pageSize).toBe(72);
    const bad = productListQuery.safeParse({ pageSize: '20' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['pageSize']);
  });

  it('takes chosen invoices within the database’s integers, naming the list when one is not', () => {
    expect(orderExportQuery.parse({ invoices: '0,15,2147483647' }).invoices).toEqual([
      0, 15, 2147483647,
    ]);
    const past = orderExportQuery.safeParse({ invoices: '12,2147483648' });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.path).toEqual(['invoices']);
  });

  it('names the lookup field a create call is missing', () => {
    const result = lookupCreateQuery('brand').safeParse({ category_name: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['brand_name']);
  });

  it('refuses a customer only when name, phone and address are all empty', () => {
    expect(customerCreate.safeParse({}).success).toBe(false);
    expect(customerCreate.safeParse({ customer_phone: '01712345678' }).success).toBe(true);
    expect(customerCreate.safeParse({ customer_phone: '017' }).success).toBe(false);
  });

  it('refuses fractional, zero and negative order quantities', () => {
    const order = {
      customer_name: 'Rahim',
      customer_address: 'Dhanmondi, Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: 1, quantity: 1 }],
    };
    expect(placeOrderBody.safeParse(order).success).toBe(true);
    for (const quantity of [0, -1, 1.5]) {
      const result = placeOrderBody.safeParse({
        ...order,
        lines: [{ id_transaction: 1, quantity }],
      });
      expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'quantity']);
    }
  });

  it('uses the spec texts for sign-up validation', () => {
    const result = signupBody.safeParse({
      username: '',
      USERemail: 'nope',
      OTP: '1',
      password: '123',
      roles: [],
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username is required',
        'Invalid email format',
        'Password must be at least 6 characters long',
      ]),
    );
  });

  it('refuses a coupon that ends before it starts', () => {
    const coupon = {
      code: 'AB12CD34',
      name: 'Eid',
      discount_value: 10,
      applies_to: 'All Product',
      start_day: '2026-12-01',
      end_day: '2026-11-30',
      allowed_customer: 'All Customer',
    };
    expect(couponBody.safeParse(coupon).error?.issues[0]?.path).toEqual(['end_day']);
  });

  it('derives a coupon status from the day', () => {
    expect(couponStatus('2026-12-01', '2026-12-31', '2026-11-22')).toBe('Scheduled');
    expect(couponStatus('2026-11-01', '2026-12-31', '2026-11-22')).toBe('Active');
    expect(couponStatus('2026-11-01', '2026-11-21', '2026-11-22')).toBe('Expired');
  });

  describe('control characters', () => {
    /** NUL, BEL, ESC, DEL and three C1 controls (NEL, CSI, APC). */
    const CONTROLS = [
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009b',
      '\u009f',
    ];
    const LINE_BREAKS = ['\t', '\n', '\r'];

    /** Every request schema with a value it accepts: each string in it is a text field. */
    const stock = {
      product_code: 'SH-1',
      product_name: 'Oxford Shirt',
      category_id: '1',
      color_id: '1',
      size_id: '1',
      brand_id: '1',
      type: 'Formal',
      model: 'Slim',
      price: '1200',
      quantity: '5',
      operation_type_id: '2',
      image_priority_id: '1',
    };
    const REQUESTS: [string, z.ZodType, Record<string, unknown>][] = [
      [
        'placeOrderBody',
        placeOrderBody,
        {
          customer_name: 'Rahim',
          customer_address: 'House 12, Road 5\nDhanmondi, Dhaka',
          customer_phone: '01712345678',
          shipping_id: 1,
          lines: [{ id_transaction: 1, quantity: 1 }],
        },
      ],
      [
        'legacyCustomerBody',
        legacyCustomerBody,
        {
          customer_name: 'Rahim',
          customer_address: 'Dhaka',
          customer_phone: '01712345678',
          shipping_id: 1,
        },
      ],
      [
        'customerCreate',
        customerCreate,
        { customer_name: 'Rahim', customer_address: 'Dhaka', customer_phone: '01712345678' },
      ],
      [
        'customerUpdate',
        customerUpdate,
        {
          id_customer: '1',
          customer_name: 'Rahim',
          customer_address: 'Dhaka',
          customer_phone: '01712345678',
        },
      ],
      ['lookupCreateQuery', lookupCreateQuery('category'), { category_name: 'Shirts' }],
      ['lookupUpdateQuery', lookupUpdateQuery('brand'), { id_brand: '1', brand_name: 'Padma' }],
      ['productListQuery', productListQuery, { q: 'shirt' }],
      ['stockListQuery', stockListQuery, { q: 'shirt' }],
      ['orderListQuery', orderListQuery, { invoice: '12' }],
      ['stockEntryFields', stockEntryFields, stock],
      ['stockEntryUpdateFields', stockEntryUpdateFields, { ...stock, id_transaction: '1' }],
      [
        'couponBody',
        couponBody,
        {
          code: 'EID-10',
          name: 'Eid',
          description: 'Ten percent\noff',
          discount_value: 10,
          applies_to: 'All Product',
          start_day: '2026-12-01',
          end_day: '2026-12-31',
          allowed_customer: 'All Customer',
        },
      ],
      ['signinBody', signinBody, { username: 'rahim', password: 'secret-password' }],
      ['otpBody', otpBody, { email: 'staff@poshak.test' }],
      [
        'signupBody',
        signupBody,
        {
          username: 'rahim',
          OTPemail: 'owner@poshak.test',
          USERemail: 'staff@poshak.test',
          OTP: '123456',
          password: 'secret-password',
          roles: ['seller'],
        },
      ],
    ];
    const MULTI_LINE = new Set(['customer_address', 'description']);
    /**
     * Strings that are not free text (numbers in a query or form, choices, days) refuse a control
     * character by their own rule, which names the field too: "expected number", "Invalid option".
     */
    const isFreeText = (field: string) =>
      !/(^id_|_id$|^price$|^quantity$|^discount_value$|^applies_to$|^allowed_customer$|_day$)/.test(
        field,
      );

    it.each(REQUESTS)('%s: its example is accepted', (_name, schema, example) => {
      expect(schema.safeParse(example).error?.issues).toBeUndefined();
    });

    it.each(REQUESTS)(
      '%s: a control character in any text field is refused, naming the field',
      (_name, schema, example) => {
        const textFields = Object.keys(example).filter((k) => typeof example[k] === 'string');
        expect(textFields.length).toBeGreaterThan(0);
        for (const field of textFields) {
          for (const control of CONTROLS) {
            const value = String(example[field]);
            // In the middle, where trimming cannot take it away.
            const broken = `${value.slice(0, 1)}${control}${value.slice(1)}`;
            const issues = schema.safeParse({ ...example, [field]: broken }).error?.issues;
            const named = expect.objectContaining({ path: [field] });
            expect([field, control, issues]).toEqual([
              field,
              control,
              isFreeText(field)
                ? [expect.objectContaining({ path: [field], message: CONTROL_CHARACTERS_MESSAGE })]
                : expect.arrayContaining([named]),
            ]);
          }
        }
      },
    );

    it.each(REQUESTS)(
      '%s: tab, line feed and carriage return only in multi-line fields',
      (_name, schema, example) => {
        const fields = Object.keys(example).filter(
          (k) => typeof example[k] === 'string' && isFreeText(k),
        );
        for (const field of fields) {
          for (const control of LINE_BREAKS) {
            const value = String(example[field]);
            const result = schema.safeParse({
              ...example,
              [field]: `${value.slice(0, 1)}${control}${value.slice(1)}`,
            });
            if (MULTI_LINE.has(field)) expect([field, result.success]).toEqual([field, true]);
            else
              expect([field, result.error?.issues[0]?.message]).toEqual([
                field,
                CONTROL_CHARACTERS_MESSAGE,
              ]);
          }
        }
      },
    );

    it('draws the line at C0, DEL and C1, not at other unusual characters', () => {
      for (let code = 0; code <= 0xa0; code++) {
        const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
        expect([code, hasControlCharacters(String.fromCharCode(code))]).toEqual([code, control]);
      }
      // Bengali text, emoji, non-breaking and zero-width spaces are ordinary text.
      expect(hasControlCharacters('রহিম ভাই 👕\u00a0\u200b')).toBe(false);
      expect(hasControlCharacters('a\nb\tc\r\n', true)).toBe(false);
      expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    });

    it('trims surrounding white space before looking, as before', () => {
      const order = REQUESTS[0]?.[2] ?? {};
      const parsed = placeOrderBody.parse({ ...order, customer_name: '\t Rahim \n' });
      expect(parsed.customer_name).toBe('Rahim');
    });
  });

  describe('text that hides, reorders or breaks itself', () => {
    const order = {
      customer_name: 'Rahim',
      customer_address: 'Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: 1, quantity: 1 }],
    };

    it('refuses bidirectional controls and zero-width characters, naming the field', () => {
      for (const hidden of ['\u202a', '\u202e', '\u2066', '\u2069', '\u200b', '\u2060', '\ufeff']) {
        const result = placeOrderBody.safeParse({ ...order, customer_address: `Road${hidden} 7` });
        expect([hidden, result.error?.issues]).toEqual([
          hidden,
          [
            expect.objectContaining({
              path: ['customer_address'],
              message: SCHEMA_MESSAGES.hiddenCharacters,
            }),
          ],
        ]);
      }
    });

    it('keeps the joiners Bengali spelling uses between Bengali letters, nowhere else', () => {
      expect(hasHiddenCharacters('র\u200d্যাব')).toBe(false);
      expect(hasHiddenCharacters('কি\u200cছু')).toBe(false);
      expect(hasHiddenCharacters('a\u200db')).toBe(true);
      expect(hasHiddenCharacters('\u200dর')).toBe(true);
    });

    it('refuses a lone surrogate and keeps a pair (an emoji)', () => {
      expect(hasLoneSurrogates('👕')).toBe(false);
      expect(hasLoneSurrogates('a\ud800')).toBe(true);
      expect(hasLoneSurrogates('\udc00a')).toBe(true);
      expect(
        placeOrderBody.safeParse({ ...order, customer_name: 'x\ud83d' }).error?.issues,
      ).toEqual([
        expect.objectContaining({
          path: ['customer_name'],
          message: SCHEMA_MESSAGES.loneSurrogates,
        }),
      ]);
    });

    it('writes text in its composed form (NFC), so both spellings of য় are one', () => {
      const composed = placeOrderBody.parse({ ...order, customer_name: 'না\u09dfক' });
      const decomposed = placeOrderBody.parse({ ...order, customer_name: 'না\u09af\u09bcক' });
      expect(composed.customer_name).toBe(decomposed.customer_name);
      expect(composed.customer_name).toBe('না\u09dfক'.normalize('NFC'));
    });

    it('takes a password exactly as typed', () => {
      const password = ' pass\u200bword\u0065\u0301 ';
      expect(signinBody.parse({ username: 'owner', password }).password).toBe(password);
    });
  });

  it('reads a number from a number or its digits, never from a boolean, null, a list or hex', () => {
    expect(placeOrderBody.parse({ ...REQUEST_ORDER, shipping_id: '2' }).shipping_id).toBe(2);
    for (const value of [true, false, null, '', [1], '0x1', 'Infinity']) {
      const issues = placeOrderBody.safeParse({ ...REQUEST_ORDER, shipping_id: value }).error
        ?.issues;
      expect([value, issues?.[0]?.path]).toEqual([value, ['shipping_id']]);
    }
  });
});

const REQUEST_ORDER = {
  customer_name: 'Rahim',
  customer_address: 'Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
  lines: [{ id_transaction: 1, quantity: 1 }],
};
