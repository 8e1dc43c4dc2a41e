import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';
import { chooseOption } from './antd-select';

/** `/admin/product-order`: Customer Order with its Product Details (spec §2). */
export class OrdersPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly orders: Locator;
  readonly details: Locator;
  readonly totalQuantity: Locator;
  readonly totalAmount: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Customer Order' });
    // The list (a table, or a phone's cards) is a region of its own, apart from the details.
    this.list = page.getByRole('region', { name: /^(Orders|অর্ডারের তালিকা)$/ });
    this.orders = this.list.getByRole('table');
    // Its own scroll box, named after it: beside the list, under it, or on a phone (no list table).
    this.details = page.getByRole('region', { name: 'Product Details' }).getByRole('table');
    this.totalQuantity = page.getByRole('textbox', { name: 'Item Quantity' });
    this.totalAmount = page.getByRole('textbox', { name: 'Item Total' });
  }

  async goto(base = '') {
    await this.page.goto(`${base}/admin/product-order`);
    await expect(this.heading).toBeVisible();
  }

  /** The Payment filter: e.g. "Fee waiting for verification". */
  async filterByFee(option: string) {
    await this.page.getByRole('combobox', { name: 'Any payment' }).click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: option }).click();
  }

  /**
   * Resizes the window and waits for the list drawn for that width (a table, or below antd's `md`,
   * 768 px, a phone's cards): a row found before the redraw is gone once it comes.
   */
  async resize(size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    if (size.width < 768) await expect(this.orders).toHaveCount(0);
    else await expect(this.orders).toBeVisible();
  }

  /** The block under Product Details with the delivery fee paid in advance and its check. */
  feeBlock(name = 'Delivery fee paid in advance'): Locator {
    return this.page.getByRole('group', { name });
  }

  /** An order's table row (its invoice in the page's digits), or on a phone its card. */
  row(invoiceNo: number): Locator {
    const latin = String(invoiceNo);
    const bengali = latin.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
    return this.orders
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: new RegExp(`^(${latin}|${bengali})$`) }) })
      .or(
        this.list.getByRole('listitem', {
          name: new RegExp(`^(Invoice ${latin}|ইনভয়েস ${bengali})$`),
        }),
      );
  }

  /** Opens an order's details: a click on its row, or a phone card's Details button. */
  async open(invoiceNo: number) {
    const card = this.page.getByRole('button', { name: `Details ${invoiceNo}`, exact: true });
    if (await card.isVisible()) return card.click();
    await this.row(invoiceNo).getByRole('cell').nth(1).click();
  }

  /** The bulk actions' bar above the list. */
  bulkBar(name = 'Work on the chosen orders'): Locator {
    return this.page.getByRole('region', { name });
  }

  /**
   * Opens the status dropdown of an invoice and picks a status, then presses its Update once the
   * dropdown shows the pick. A pick is made again if the click on the option did not take (the
   * option list redrawn under the pointer while the order's details were still arriving).
   */
  async changeStatus(invoiceNo: number, status: string) {
    await chooseOption(
      this.page.getByRole('combobox', { name: `Change Status ${invoiceNo}` }),
      status,
    );
    await this.page.getByRole('button', { name: `Update ${invoiceNo}` }).click();
  }

  /** The selected order's History card: its timeline and the note box. */
  history(): Locator {
    return this.page.locator('.ant-card').filter({
      has: this.page.getByText('History', { exact: true }),
    });
  }

  async addNote(text: string) {
    await this.page.getByRole('textbox', { name: 'Add a note' }).fill(text);
    await this.page.getByRole('button', { name: 'Save note', exact: true }).click();
  }

  detailRows(): Locator {
    return this.details.locator('tbody tr.ant-table-row');
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}
