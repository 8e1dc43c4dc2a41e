import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@poshak/shared-ui/testing/toast-log';
import type { SmsEvent, SmsLanguage, SmsPreview, SmsTemplate } from '@poshak/shared-api';
import {
  requiredSmsPlaceholders,
  SMS_EVENTS,
  SMS_PLACEHOLDERS,
  smsTemplateProblem,
} from '@poshak/shared-api/schemas';
import { languageStore } from '@poshak/shared-ui/i18n';
import { matchNoMedia, setScreenWidth } from '@poshak/shared-ui/testing/media-queries';
import { fakeApi, reply, type FakeRequest } from '../../../testing/fake-api';
import { enterText } from '../../../testing/enter-text';
import { renderApp, resetApp, signInAs } from '../../../testing/render-app';

const user = () => userEvent.setup({ delay: null });

const DEFAULTS: Record<SmsLanguage, string> = {
  bn: '{shop}: ধন্যবাদ {name}! অর্ডার #{invoice} পেয়েছি, মোট {total}। ট্র্যাক করুন: {link}',
  en: '{shop}: Thank you {name}! Order #{invoice} is received, total {total}. Track it: {link}',
};
const SAMPLE: Record<SmsLanguage, Record<string, string>> = {
  bn: {
    shop: 'Poshak',
    name: 'রহিমা আক্তার',
    invoice: '১০২৪',
    total: '৳১,৮৫০',
    fee: '৳১৩০',
    link: 'http://localhost:4444/track?invoice=1024',
    phone: '+8801700000000',
  },
  en: {
    shop: 'Poshak',
    name: 'Rahima Akter',
    invoice: '1024',
    total: 'Tk 1,850',
    fee: 'Tk 130',
    link: 'http://localhost:4444/track?invoice=1024',
    phone: '+8801700000000',
  },
};

/**
 * The server's preview as far as these tests read it: the sample order filled in, UCS-2 for any
 * character beyond ASCII (70 a part, 67 past one), GSM-7 otherwise (160, 153).
 */
function preview(language: SmsLanguage, text: string): SmsPreview {
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[language][name] ?? '');
  const ucs = /[^\x20-\x7e]/.test(filled);
  const [single, multi] = ucs ? [70, 67] : [160, 153];
  const parts = filled.length <= single ? 1 : Math.ceil(filled.length / multi);
  return {
    text: filled,
    encoding: ucs ? 'UCS-2' : 'GSM-7',
    characters: filled.length,
    parts,
    per_part: parts > 1 ? multi : single,
  };
}

function template(event: SmsEvent, language: SmsLanguage, text?: string): SmsTemplate {
  const defaultText = DEFAULTS[language] + (event === 'order_placed' ? '' : ` (${event})`);
  const current = text ?? defaultText;
  return {
    event,
    language,
    text: current,
    default_text: defaultText,
    customised: text !== undefined,
    placeholders: [...SMS_PLACEHOLDERS],
    required: [...requiredSmsPlaceholders(event)],
    preview: preview(language, current),
    updated_at: text === undefined ? null : '2026-11-24T06:15:00.000Z',
    updated_by: text === undefined ? null : 'owner',
  };
}

let api: ReturnType<typeof fakeApi>;
let saved: Map<string, string>;
/** Preview requests wait here until a test lets them answer (null: they answer at once). */
let previewGate: Promise<void> | null;

const list = () => ({
  gateway: 'outbox' as const,
  items: SMS_EVENTS.flatMap((event) =>
    (['bn', 'en'] as const).map((language) =>
      template(event, language, saved.get(`${event}/${language}`)),
    ),
  ),
});
const routeOf = (url: string) => {
  const [, , , , event, language] = url.split('/') as [
    string,
    string,
    string,
    string,
    SmsEvent,
    SmsLanguage,
  ];
  return { event, language };
};

beforeEach(() => {
  saved = new Map();
  previewGate = null;
  const templateRoutes: Record<string, (request: FakeRequest) => unknown> = {};
  for (const event of SMS_EVENTS) {
    for (const language of ['bn', 'en'] as const) {
      const url = `/backoffice/sms/templates/${event}/${language}`;
      templateRoutes[`PUT ${url}`] = ({ body }) => {
        const text = (body as { text: string }).text;
        // The server's own rule: the same shared function.
        const problem = smsTemplateProblem(event, text);
        if (problem)
          return reply(400, { statusCode: 400, error: 'Bad Request', message: `text: ${problem}` });
        saved.set(`${event}/${language}`, text);
        return template(event, language, text);
      };
      templateRoutes[`DELETE ${url}`] = () => {
        saved.delete(`${event}/${language}`);
        return template(event, language);
      };
      templateRoutes[`POST ${url}/preview`] = async ({ url: called, body }) => {
        if (previewGate) await previewGate;
        return preview(routeOf(called).language, (body as { text: string }).text);
      };
    }
  }
  api = fakeApi({ 'GET /backoffice/sms/templates': list, ...templateRoutes });
  signInAs('admin');
});
afterEach(() => {
  api.restore();
  resetApp();
  window.matchMedia = matchNoMedia;
});

const editor = (name: string) => screen.getByRole('form', { name });
const previewOf = (form: HTMLElement) =>
  within(form).getByRole('figure', { name: 'As a shopper gets it (a sample order)' });
const previewCalls = (event: SmsEvent, language: SmsLanguage) =>
  api.callsTo(`POST /backoffice/sms/templates/${event}/${language}/preview`);

async function openWordings() {
  renderApp('/admin/sms');
  await screen.findByRole('form', { name: 'Order placed, Bengali' });
}

/** Replaces a wording's whole text at once. */
async function retype(form: HTMLElement, label: string, text: string) {
  await enterText(within(form).getByLabelText(label), text);
}

describe('SMS wordings', () => {
  it('shows every step in Bengali beside English, each with its sample message and part count, asking the server nothing more', async () => {
    await openWordings();
    for (const event of ['Order placed', 'Handed to the courier', 'Cancelled']) {
      expect(screen.getByRole('heading', { level: 2, name: event })).toBeInTheDocument();
    }
    const bn = editor('Order placed, Bengali');
    expect(within(bn).getByLabelText('Bengali wording')).toHaveValue(DEFAULTS.bn);
    expect(within(bn).getByLabelText('Bengali wording')).toHaveAttribute('lang', 'bn');
    const bnPreview = preview('bn', DEFAULTS.bn);
    expect(previewOf(bn)).toHaveTextContent(bnPreview.text);
    expect(within(bn).getByRole('status')).toHaveTextContent(
      `${bnPreview.parts} SMS parts${bnPreview.characters} characters · UCS-2, 67 a part`,
    );
    expect(within(bn).getByText('The shop’s default wording')).toBeInTheDocument();
    const en = editor('Order placed, English');
    expect(within(en).getByRole('status')).toHaveTextContent('1 SMS part');
    expect(within(en).getByRole('status')).toHaveTextContent('GSM-7, 160 a part');
    expect(screen.getByText(/No SMS gateway is set up/)).toBeInTheDocument();
    expect(previewCalls('order_placed', 'bn')).toHaveLength(0);
  });

  it('previews the wording as it is typed: one request once typing rests, the stale one cancelled', async () => {
    await openWordings();
    const form = editor('Order placed, Bengali');
    let open = () => {};
    previewGate = new Promise<void>((resolve) => (open = resolve));
    const box = within(form).getByLabelText('Bengali wording');
    await user().clear(box);
    // Typed key by key; user-event reads a doubled { as the character itself.
    await user().type(box, '{{shop}: অর্ডার #{{invoice} পেয়েছি');
    await waitFor(() => expect(previewCalls('order_placed', 'bn')).toHaveLength(1));
    // Typed all at once: one request, for the whole text.
    expect(previewCalls('order_placed', 'bn')[0]?.body).toEqual({
      text: '{shop}: অর্ডার #{invoice} পেয়েছি',
    });
    expect(within(form).getByText('Not saved yet')).toBeInTheDocument();

    // Typed on while that request is out: it is given up, and the next one asked.
    await user().type(within(form).getByLabelText('Bengali wording'), ' {{total}');
    await waitFor(() => expect(previewCalls('order_placed', 'bn')).toHaveLength(2));
    expect(previewCalls('order_placed', 'bn')[0]?.aborted()).toBe(true);
    act(() => open());
    const wanted = preview('bn', '{shop}: অর্ডার #{invoice} পেয়েছি {total}');
    await waitFor(() => expect(previewOf(form)).toHaveTextContent(wanted.text));
    expect(within(form).getByRole('status')).toHaveTextContent(
      `1 SMS part${wanted.characters} characters · UCS-2, 70 a part`,
    );
  });

  it('counts a long Bengali message in parts of 67', async () => {
    await openWordings();
    const form = editor('Delivered, Bengali');
    await retype(form, 'Bengali wording', `${'অ'.repeat(140)} {invoice}`);
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('3 SMS parts'));
    expect(within(form).getByRole('status')).toHaveTextContent('145 characters · UCS-2, 67 a part');
  });

  it('inserts a placeholder where the caret is', async () => {
    await openWordings();
    const form = editor('Delivered, English');
    const box = within(form).getByLabelText<HTMLTextAreaElement>('English wording');
    await retype(form, 'English wording', 'Hello , your parcel arrived');
    box.setSelectionRange(6, 6);
    await user().click(
      within(form).getByRole('button', {
        name: 'Insert {name} (the shopper’s name, its first 40 characters)',
      }),
    );
    expect(box).toHaveValue('Hello {name}, your parcel arrived');
  });

  it('says what is wrong with a wording under it, in the reader’s words, and sends nothing', async () => {
    await openWordings();
    const form = editor('Delivered, English');
    await retype(form, 'English wording', 'Order {invoce} delivered');
    expect(
      await within(form).findByText(
        '{invoce} is not a placeholder: use {shop}, {name}, {invoice}, {total}, {fee}, {link}, {phone}',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(previewOf(form)).toHaveTextContent(
        'The preview comes back once the wording is put right.',
      ),
    );
    const shipped = editor('Handed to the courier, English');
    await retype(shipped, 'English wording', 'Order #{invoice} is on its way');
    expect(await within(shipped).findByText('This message must say {link}')).toBeInTheDocument();
    await user().click(
      within(shipped).getByRole('button', { name: 'Save · Handed to the courier, English' }),
    );
    expect(api.callsTo('PUT /backoffice/sms/templates/shipped/en')).toHaveLength(0);
    expect(previewCalls('delivered', 'en')).toHaveLength(0);
    expect(previewCalls('shipped', 'en')).toHaveLength(0);
  });

  it('saves a wording: the server’s answer becomes the owner’s wording, with who changed it', async () => {
    await openWordings();
    const form = editor('Order placed, Bengali');
    const text = '{shop}: {name}, অর্ডার #{invoice} পেয়েছি। {link}';
    await retype(form, 'Bengali wording', text);
    await user().click(within(form).getByRole('button', { name: 'Save · Order placed, Bengali' }));
    await toastShown('Order placed, Bengali: saved');
    expect(api.callsTo('PUT /backoffice/sms/templates/order_placed/bn')[0]?.body).toEqual({ text });
    expect(await within(form).findByText(/^Your wording · owner, /)).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Save · Order placed, Bengali' }),
    ).toBeDisabled();
    // The preview follows the typed wording once typing has paused, which a loaded machine may
    // take past the save to show.
    await waitFor(() => expect(previewOf(form)).toHaveTextContent(preview('bn', text).text));
  });

  it('puts the server’s refusal under the wording and in a toast', async () => {
    await openWordings();
    // A server that refuses what the page let through (a newer rule, say).
    api.restore();
    api = fakeApi({
      'GET /backoffice/sms/templates': list,
      'POST /backoffice/sms/templates/delivered/en/preview': ({ body }) =>
        preview('en', (body as { text: string }).text),
      'PUT /backoffice/sms/templates/delivered/en': () =>
        reply(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'text: must not contain control characters',
        }),
    });
    const form = editor('Delivered, English');
    await retype(form, 'English wording', 'Delivered #{invoice}');
    await user().click(within(form).getByRole('button', { name: 'Save · Delivered, English' }));
    expect(
      await screen.findByText('Not saved: text: must not contain control characters'),
    ).toBeInTheDocument();
    // The shared rule's own words for it, under the field.
    expect(within(form).getByText('Remove the invisible control characters')).toBeInTheDocument();
    expect(within(form).getByLabelText('English wording')).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the default wording once the owner confirms', async () => {
    saved.set('order_placed/en', 'Order #{invoice} received. {link}');
    await openWordings();
    const form = editor('Order placed, English');
    expect(within(form).getByLabelText('English wording')).toHaveValue(
      'Order #{invoice} received. {link}',
    );
    await user().click(
      within(form).getByRole('button', { name: 'Back to default · Order placed, English' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Go back to the shop’s default wording? Your wording is deleted.',
    });
    await user().click(within(dialog).getByRole('button', { name: 'Back to default' }));
    expect(
      await screen.findByText('Order placed, English: back to the default wording'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /backoffice/sms/templates/order_placed/en')).toHaveLength(1);
    await waitFor(() =>
      expect(within(form).getByLabelText('English wording')).toHaveValue(DEFAULTS.en),
    );
    expect(within(form).getByText('The shop’s default wording')).toBeInTheDocument();
  });

  it('undoes changes typed over the default without asking the server', async () => {
    await openWordings();
    const form = editor('Order placed, English');
    await retype(form, 'English wording', 'Thanks!');
    await user().click(
      within(form).getByRole('button', { name: 'Undo changes · Order placed, English' }),
    );
    expect(within(form).getByLabelText('English wording')).toHaveValue(DEFAULTS.en);
    expect(api.callsTo('DELETE /backoffice/sms/templates/order_placed/en')).toHaveLength(0);
  });

  it('asks before leaving with a wording not saved, and stays when told to', async () => {
    setScreenWidth(1280);
    await openWordings();
    const form = editor('Order placed, English');
    await retype(form, 'English wording', 'Thanks! #{invoice}');
    await user().click(screen.getByRole('link', { name: 'Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText(
        '1 wording has changes that are not saved. They are lost if you leave.',
      ),
    ).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/sms');
    expect(within(form).getByLabelText('English wording')).toHaveValue('Thanks! #{invoice}');
    await user().click(screen.getByRole('radio', { name: 'Messages sent' }));
    await user().click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/sms/messages'),
    );
  });

  it('lets a seller read the wordings and their previews, not change them', async () => {
    signInAs('seller');
    await openWordings();
    const form = editor('Order placed, Bengali');
    expect(within(form).getByLabelText('Bengali wording')).toHaveAttribute('readonly');
    expect(
      within(form).getByRole('button', { name: 'Save · Order placed, Bengali' }),
    ).toBeDisabled();
    expect(within(form).queryByRole('group', { name: 'Insert' })).not.toBeInTheDocument();
    expect(previewOf(form)).toHaveTextContent(preview('bn', DEFAULTS.bn).text);
    expect(
      screen.getByText('Your role (seller) can view this page but not change it.'),
    ).toBeInTheDocument();
  });

  it('speaks Bengali, with Bengali digits in the part count', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderApp('/admin/sms');
    const form = await screen.findByRole('form', { name: 'অর্ডার দেওয়া হয়েছে, বাংলা' });
    expect(within(form).getByLabelText('বাংলা লেখা')).toHaveValue(DEFAULTS.bn);
    expect(within(form).getByRole('status')).toHaveTextContent('২টি এসএমএস অংশ');
    expect(within(form).getByRole('status')).toHaveTextContent('UCS-2, প্রতি অংশে ৬৭');
    expect(screen.getByRole('heading', { level: 1, name: 'ক্রেতাদের এসএমএস' })).toBeInTheDocument();
  });
});
