import type { Page } from '@playwright/test';

/** A text a shopper sees on the page, and where it is. */
export interface SeenText {
  where: 'text' | 'value' | 'placeholder';
  text: string;
}

/**
 * Every text on screen: the visible text nodes of the page (script and style left out, and
 * anything not drawn: `display: none`, `visibility: hidden`, transparent), and the value and
 * placeholder of each visible field a shopper types into.
 */
export function textsOnScreen(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => {
    const drawn = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const seen: { where: 'text' | 'value' | 'placeholder'; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (drawn(parent)) seen.push({ where: 'text', text });
    }
    const typedInto = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file]), textarea',
    );
    for (const field of typedInto) {
      if (!drawn(field)) continue;
      if (field.value.trim()) seen.push({ where: 'value', text: field.value.trim() });
      if (field.placeholder.trim()) seen.push({ where: 'placeholder', text: field.placeholder });
    }
    return seen;
  });
}
