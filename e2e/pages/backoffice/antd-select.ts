import { expect, type Locator } from '@playwright/test';

/**
 * Picks `option` in an antd Select and waits until the select shows it. On a loaded machine a
 * click on an option while its list is still sliding open can be lost (the list stays open, the
 * old value stays): the pick is made again until the select shows the option, as a person would.
 * A click on the field when its list is already open closes it; the next try opens it again.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp): Promise<void> {
  const page = combobox.page();
  // The select around the field, however the field was found (a `has` filter would look for the
  // field's whole locator, dialog and all, inside the select).
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await combobox.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
