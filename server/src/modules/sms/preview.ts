import {
  requiredSmsPlaceholders,
  SMS_PLACEHOLDERS,
  type SmsEvent,
  type SmsLanguage,
  type SmsPreview,
  type SmsTemplate,
} from '@poshak/shared-api/schemas';
import { templateValues, type OrderFacts, type ShopFacts } from './compose';
import { smsParts } from './parts';
import type { StoredTemplate } from './template-store';
import { DEFAULT_TEMPLATES, renderTemplate } from './templates';

/** The order a wording is previewed with: a usual name, total and fee in each language. */
const SAMPLE_ORDERS: Record<SmsLanguage, OrderFacts> = {
  en: { invoiceNo: 1024, name: 'Rahima Akter', total: 1850, fee: 130 },
  bn: { invoiceNo: 1024, name: 'রহিমা আক্তার', total: 1850, fee: 130 },
};

/** A wording filled in with the sample order, as a shopper would get it, and its part count. */
export function previewSms(facts: ShopFacts, language: SmsLanguage, text: string): SmsPreview {
  const filled = renderTemplate(text, templateValues(facts, SAMPLE_ORDERS[language], language));
  const parts = smsParts(filled);
  return {
    text: filled,
    encoding: parts.encoding,
    characters: parts.characters,
    parts: parts.parts,
    per_part: parts.perPart,
  };
}

/** A stored wording as the template editor is given it. */
export function describeTemplate(facts: ShopFacts, stored: StoredTemplate): SmsTemplate {
  return {
    ...stored,
    default_text: DEFAULT_TEMPLATES[stored.event][stored.language],
    placeholders: [...SMS_PLACEHOLDERS],
    required: [...requiredSmsPlaceholders(stored.event)],
    preview: previewSms(facts, stored.language, stored.text),
  };
}

export const findTemplate = (all: StoredTemplate[], event: SmsEvent, language: SmsLanguage) => {
  const found = all.find((t) => t.event === event && t.language === language);
  if (!found) throw new Error(`no template ${event}.${language}`);
  return found;
};
