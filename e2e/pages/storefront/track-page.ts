import { expect, type Locator, type Page } from '@playwright/test';

const LABELS = {
  en: {
    title: 'Track your order',
    invoice: 'Invoice number',
    mobile: 'Mobile',
    submit: 'Track',
    steps: 'Steps of your order',
  },
  bn: {
    title: 'অর্ডার ট্র্যাক করুন',
    invoice: 'ইনভয়েস নম্বর',
    mobile: 'মোবাইল',
    submit: 'অবস্থা দেখুন',
    steps: 'আপনার অর্ডারের ধাপগুলো',
  },
} as const;

/** `/track`: the invoice number and mobile form, and the order's steps with their dates. */
export class TrackPage {
  readonly heading: Locator;
  readonly invoice: Locator;
  readonly mobile: Locator;
  readonly submit: Locator;
  readonly steps: Locator;
  readonly refusal: Locator;
  readonly now: Locator;

  constructor(
    readonly page: Page,
    language: 'en' | 'bn' = 'en',
  ) {
    const l = LABELS[language];
    this.heading = page.getByRole('heading', { level: 1, name: l.title });
    this.invoice = page.getByRole('textbox', { name: l.invoice, exact: true });
    this.mobile = page.getByRole('textbox', { name: l.mobile, exact: true });
    this.submit = page.getByRole('button', { name: l.submit, exact: true });
    this.steps = page.locator('.sf-track__steps > li');
    this.refusal = page.locator('.sf-track').getByRole('alert');
    this.now = page.locator('.sf-track__now');
  }

  async goto(invoiceNo?: number) {
    await this.page.goto(invoiceNo === undefined ? '/track' : `/track?invoice=${invoiceNo}`);
    await expect(this.heading).toBeVisible();
  }

  async track(mobile: string, invoiceNo?: number) {
    if (invoiceNo !== undefined) await this.invoice.fill(String(invoiceNo));
    await this.mobile.fill(mobile);
    await this.submit.click();
  }

  /** The steps reached, each as "status" and its date as shown. */
  async reached(): Promise<{ status: string; at: string }[]> {
    const done = this.page.locator('.sf-track__step--done');
    const count = await done.count();
    const out: { status: string; at: string }[] = [];
    for (let i = 0; i < count; i++) {
      const step = done.nth(i);
      out.push({
        status: await step.locator('.sf-track__status').innerText(),
        at: await step.locator('time').innerText(),
      });
    }
    return out;
  }
}
