import type { SmsTemplate, SmsTemplateList } from '@poshak/shared-api/schemas';
import { shopForTests } from '../../helpers/build';
import { FakeClock, shopperOrders, staffMessages, testWorker } from './sms-shop';

describe('the SMS wording API', () => {
  const { t, c } = shopForTests('embedded', {
    env: { ADVANCE_FEE: 'off', SHOP_NAME: 'Poshak', SUPPORT_PHONE: '+8801700000000' },
  });
  const url = '/api/backoffice/sms/templates';

  it('lists each step in Bengali and English, the defaults with a sample and their part count', async () => {
    const reply = await t.app.inject({ method: 'GET', url, headers: await t.auth('moderator') });
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json() as SmsTemplateList;
    expect(items).toHaveLength(14);
    const placedEn = items.find((i) => i.event === 'order_placed' && i.language === 'en');
    expect(placedEn).toMatchObject({
      customised: false,
      required: [],
      preview: {
        text: 'Poshak: Thank you Rahima Akter! Order #1024 is received, total Tk 1,850. Track it: http://localhost:4444/track?invoice=1024',
        encoding: 'GSM-7',
        parts: 1,
        per_part: 160,
      },
    });
    expect(placedEn?.text).toBe(placedEn?.default_text);
    const shippedBn = items.find((i) => i.event === 'shipped' && i.language === 'bn');
    expect(shippedBn?.required).toEqual(['link']);
    expect(shippedBn?.preview).toMatchObject({ encoding: 'UCS-2', parts: 2, per_part: 67 });
    expect(shippedBn?.preview.text).toContain('অর্ডার #১০২৪ পাঠানো হয়েছে');
  });

  it('previews a wording before it is saved, counting Bengali as UCS-2 (70 a part, 67 past one)', async () => {
    const headers = await t.auth('admin');
    const preview = async (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/delivered/bn/preview`,
        headers,
        payload: { text },
      });
    let reply = await preview('অ'.repeat(70));
    expect(reply.json()).toMatchObject({
      encoding: 'UCS-2',
      characters: 70,
      parts: 1,
      per_part: 70,
    });
    reply = await preview('অ'.repeat(71));
    expect(reply.json()).toMatchObject({
      encoding: 'UCS-2',
      characters: 71,
      parts: 2,
      per_part: 67,
    });
    // The invoice in a Bengali message is in Bengali digits: the message is UCS-2 for them alone.
    reply = await preview(`${'a'.repeat(150)} #{invoice}`);
    expect(reply.json()).toMatchObject({ encoding: 'UCS-2', characters: 156, parts: 3 });
    expect((reply.json() as { text: string }).text).toMatch(/#১০২৪$/);
    const english = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/delivered/en/preview`,
        headers,
        payload: { text },
      });
    reply = await english(`${'a'.repeat(150)} #{invoice}`);
    expect(reply.json()).toMatchObject({
      encoding: 'GSM-7',
      characters: 156,
      parts: 1,
      per_part: 160,
    });
    reply = await english(`${'a'.repeat(155)} #{invoice}`);
    expect(reply.json()).toMatchObject({
      encoding: 'GSM-7',
      characters: 161,
      parts: 2,
      per_part: 153,
    });
    // An extension character ({ is one) takes two of GSM-7's places.
    reply = await english(`${'a'.repeat(155)}€`);
    expect(reply.json()).toMatchObject({ encoding: 'GSM-7', characters: 157, parts: 1 });
    reply = await preview('{shop} {nmae}');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: expect.stringMatching(/^text: \{nmae\} is not a placeholder/),
    });
  });

  it('saves an admin’s wording, checked and audited, used for messages made after it, and resets it', async () => {
    const headers = await t.auth('admin');
    const put = (path: string, text: string) =>
      t.app.inject({ method: 'PUT', url: `${url}/${path}`, headers, payload: { text } });

    for (const [path, text, said] of [
      ['shipped/en', '{shop}: #{invoice} left', /must say \{link\}/],
      [
        'shipped/en',
        '{shop}: #{invoice} left {link} {tracking}',
        /\{tracking\} is not a placeholder/,
      ],
      ['delivered/en', 'Delivered {invoice}}', /a \{ or \} that is not part of a placeholder/],
      ['delivered/en', '   ', /text: /],
      ['delivered/en', `${'x'.repeat(481)}`, /text: /],
    ] as const) {
      const reply = await put(path, text);
      expect({ text, status: reply.statusCode }).toEqual({ text, status: 400 });
      expect((reply.json() as { message: string }).message).toMatch(said);
    }
    expect((await put('arrived/en', 'x')).statusCode).toBe(400);
    expect((await put('shipped/fr', 'x {link}')).statusCode).toBe(400);

    const saved = await put('order_placed/en', '{shop}: got order #{invoice}, {total}. {link}');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      customised: true,
      updated_by: 'admin-tester',
      preview: {
        text: 'Poshak: got order #1024, Tk 1,850. http://localhost:4444/track?invoice=1024',
      },
    } satisfies Partial<SmsTemplate> | object);

    const order = await shopperOrders(t, c, { language: 'en', paid: false });
    await testWorker(t, { clock: new FakeClock() }).runOnce();
    const [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message?.text).toBe(
      `Poshak: got order #${order.invoice_no}, Tk ${order.total.toLocaleString('en-US')}. http://localhost:${t.config.port}/track?invoice=${order.invoice_no}`,
    );

    const reset = await t.app.inject({ method: 'DELETE', url: `${url}/order_placed/en`, headers });
    expect(reset.json()).toMatchObject({ customised: false, updated_by: null });
    expect((reset.json() as SmsTemplate).text).toBe((reset.json() as SmsTemplate).default_text);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit?kind=sms_template',
      headers,
    });
    expect((audit.json() as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        kind: 'sms_template',
        entity_id: 'order_placed.en',
        action: 'delete',
        staff_username: 'admin-tester',
        before: { text: '{shop}: got order #{invoice}, {total}. {link}' },
      }),
      expect.objectContaining({
        kind: 'sms_template',
        entity_id: 'order_placed.en',
        action: 'update',
        after: { text: '{shop}: got order #{invoice}, {total}. {link}' },
      }),
    ]);
  });

  it('lets any staff member read the wordings and messages, only an admin change them', async () => {
    for (const role of ['seller', 'moderator'] as const) {
      const headers = await t.auth(role);
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const put = await t.app.inject({
        method: 'PUT',
        url: `${url}/delivered/en`,
        headers,
        payload: { text: 'Delivered #{invoice}' },
      });
      expect(put.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${url}/delivered/en`, headers })).statusCode,
      ).toBe(403);
      const preview = await t.app.inject({
        method: 'POST',
        url: `${url}/delivered/en/preview`,
        headers,
        payload: {},
      });
      expect(preview.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backoffice/sms/messages' })).statusCode,
    ).toBe(401);
  });
});
