import { formErrorMap, formMessage, smsTemplateProblem } from '@poshak/shared-api/schemas';
import { templateForm } from './template-form';

/** What the form shows for a wording: each error's key and the values its text names. */
const shown = (event: Parameters<typeof templateForm>[0], text: string) =>
  (templateForm(event).safeParse({ text }, { error: formErrorMap }).error?.issues ?? []).map(
    (issue) => formMessage(issue.message),
  );

describe('the SMS wording form', () => {
  it('takes a wording the server takes, trimmed as the server trims it', () => {
    expect(templateForm('shipped').parse({ text: ' #{invoice} {link} ' })).toEqual({
      text: '#{invoice} {link}',
    });
  });

  it('names an unknown placeholder, a stray brace and a missing one, as the server does', () => {
    expect(shown('delivered', 'Order {invoce} delivered')).toEqual([
      {
        key: 'smsUnknownPlaceholder',
        values: {
          placeholder: '{invoce}',
          placeholders: '{shop}, {name}, {invoice}, {total}, {fee}, {link}, {phone}',
        },
      },
    ]);
    expect(shown('delivered', 'Order {invoice}} delivered')).toEqual([
      { key: 'smsStrayBrace', values: {} },
    ]);
    expect(shown('shipped', 'Order #{invoice} left')).toEqual([
      { key: 'smsMissingPlaceholder', values: { placeholders: '{link}' } },
    ]);
    // The form refuses exactly what the server refuses.
    for (const [event, text] of [
      ['delivered', 'Order {invoce} delivered'],
      ['delivered', 'Order {invoice}} delivered'],
      ['shipped', 'Order #{invoice} left'],
    ] as const) {
      expect(smsTemplateProblem(event, text)).not.toBeNull();
    }
  });

  it('says an empty or too long wording as any field would', () => {
    expect(shown('delivered', '   ')).toEqual([{ key: 'required', values: {} }]);
    expect(shown('delivered', 'অ'.repeat(481))[0]).toEqual({
      key: 'tooLong',
      values: { max: 480 },
    });
  });
});
