import { expect, type Locator, type Page } from '@playwright/test';

/** The page's words in each language, as a person reads them. */
const WORDS = {
  en: {
    title: 'SMS to shoppers',
    wording: (language: string) => `${language} wording`,
    languages: { bn: 'Bengali', en: 'English' },
    save: 'Save',
    reset: 'Back to default',
    preview: 'As a shopper gets it (a sample order)',
    messages: 'Messages sent',
    invoice: 'Invoice',
    search: 'Search',
  },
  bn: {
    title: 'ক্রেতাদের এসএমএস',
    wording: (language: string) => `${language} লেখা`,
    languages: { bn: 'বাংলা', en: 'ইংরেজি' },
    save: 'সংরক্ষণ করুন',
    reset: 'আগের লেখায় ফিরুন',
    preview: 'ক্রেতা যেভাবে পাবেন (একটি নমুনা অর্ডার)',
    messages: 'পাঠানো বার্তা',
    invoice: 'ইনভয়েস',
    search: 'খুঁজুন',
  },
} as const;

export type PageLanguage = keyof typeof WORDS;

/** `/admin/sms`: each step's SMS wording in Bengali and English, and the messages made. */
export class SmsPage {
  readonly words: (typeof WORDS)[PageLanguage];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly language: PageLanguage = 'en',
  ) {
    this.words = WORDS[language];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.title });
  }

  async goto(view: 'wordings' | 'messages' = 'wordings') {
    await this.page.goto(view === 'wordings' ? '/admin/sms' : '/admin/sms/messages');
    await expect(this.heading).toBeVisible();
  }

  /** One wording's form, named by its step as the page says it and its language. */
  editor(step: string, language: 'bn' | 'en'): SmsEditor {
    return new SmsEditor(
      this.page.getByRole('form', { name: `${step}, ${this.words.languages[language]}` }),
      this.words,
      `${step}, ${this.words.languages[language]}`,
      this.words.languages[language],
    );
  }

  async showMessages() {
    await this.page.getByText(this.words.messages, { exact: true }).click();
    await expect(this.page).toHaveURL(/\/admin\/sms\/messages/);
  }

  /** Shows the messages of one invoice (typed as the reader types digits). */
  async searchInvoice(typed: string) {
    const box = this.page.getByLabel(this.words.invoice, { exact: true });
    await box.fill(typed);
    await box.press('Enter');
  }

  /** A message's row in the list, by what it shows (its invoice). */
  messageRow(text: string): Locator {
    return this.page.getByRole('table').getByRole('row').filter({ hasText: text });
  }
}

export class SmsEditor {
  readonly text: Locator;
  readonly preview: Locator;
  readonly partCount: Locator;
  readonly save: Locator;
  readonly reset: Locator;

  constructor(
    readonly form: Locator,
    words: (typeof WORDS)[PageLanguage],
    name: string,
    languageName: string,
  ) {
    this.text = form.getByLabel(words.wording(languageName), { exact: true });
    this.preview = form.getByRole('figure', { name: words.preview });
    this.partCount = form.getByRole('status');
    this.save = form.getByRole('button', { name: `${words.save} · ${name}` });
    this.reset = form.getByRole('button', { name: `${words.reset} · ${name}` });
  }
}
