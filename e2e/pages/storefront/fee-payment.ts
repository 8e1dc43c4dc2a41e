import type { Locator, Page } from '@playwright/test';

let issued = 0;
/** A transaction ID no other order of the run has used (one ID pays one order). */
export function freshTrxId(): string {
  issued += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${issued.toString(36)}`;
  return `TX${unique.toUpperCase()}`.slice(0, 20);
}

/**
 * The advance fee as a call to POST /api/orders carries it (e2e shops ask for it): a fresh TrxID,
 * so a journey ordering through the API pays as a shopper does.
 */
export const apiFeePayment = () => ({
  provider: 'bkash' as const,
  trx_id: freshTrxId(),
  paid_from: '01812345678',
});

const LABELS = {
  en: {
    title: 'Delivery fee in advance',
    bkash: 'bKash',
    nagad: 'Nagad',
    trxId: 'TrxID (transaction ID)',
    paidFrom: 'Number you paid from',
  },
  bn: {
    title: 'অগ্রিম ডেলিভারি চার্জ',
    bkash: 'বিকাশ',
    nagad: 'নগদ',
    trxId: 'TrxID (ট্রানজেকশন আইডি)',
    paidFrom: 'যে নম্বর থেকে পাঠিয়েছেন',
  },
} as const;

export interface FeePaid {
  provider: 'bkash' | 'nagad';
  trxId: string;
  paidFrom: string;
}

/** The order form's advance-fee part: the merchant numbers, the steps and the payment's fields. */
export class FeePaymentForm {
  readonly section: Locator;
  readonly trxId: Locator;
  readonly paidFrom: Locator;

  constructor(
    readonly page: Page,
    readonly language: 'en' | 'bn' = 'en',
  ) {
    const l = LABELS[language];
    this.section = page.getByRole('region', { name: l.title });
    this.trxId = page.getByRole('textbox', { name: l.trxId, exact: true });
    this.paidFrom = page.getByRole('textbox', { name: l.paidFrom, exact: true });
  }

  provider(provider: 'bkash' | 'nagad'): Locator {
    return this.section.getByRole('radio', { name: LABELS[this.language][provider], exact: true });
  }

  /** Picks the provider and types the TrxID and the number paid from (a fresh TrxID unless given). */
  async fill(paid: Partial<FeePaid> = {}): Promise<FeePaid> {
    const filled: FeePaid = {
      provider: paid.provider ?? 'bkash',
      trxId: paid.trxId ?? freshTrxId(),
      paidFrom: paid.paidFrom ?? '01812345678',
    };
    await this.provider(filled.provider).check();
    await this.trxId.fill(filled.trxId);
    await this.paidFrom.fill(filled.paidFrom);
    return filled;
  }
}
