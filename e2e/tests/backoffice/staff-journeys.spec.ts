import { expect, test } from '../../harness/fixtures';
import { AddProductPage } from '../../pages/backoffice/add-product-page';
import { AdminLayout } from '../../pages/backoffice/admin-layout';
import { CouponsPage } from '../../pages/backoffice/coupons-page';
import { ListPage } from '../../pages/backoffice/list-page';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { SignupPage } from '../../pages/backoffice/signup-page';
import { CartPage } from '../../pages/storefront/cart-page';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { png } from '../../harness/images';

// Short unique names: the storefront shows a product name cut to 16 characters.
const unique = () => Date.now().toString(36).slice(-5).toUpperCase();
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test('the first staff account, made with the documented command, signs in and lands on the dashboard', async ({
  page,
  shop,
}) => {
  const owner = { username: `owner-${unique().toLowerCase()}`, password: 'owner-pass-1' };
  await shop.createStaff({ ...owner, role: 'admin' });
  const signin = new SigninPage(page);
  await signin.goto();

  // Refusal first: a wrong password is told in the spec's words.
  await signin.signIn(owner.username, 'not-the-password');
  await expect(signin.toast('Username Or Password is Not Correct.')).toHaveBeenShown();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signin.password.fill(owner.password);
  await signin.submit.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await new AdminLayout(page).expectSignedIn();
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(owner.username);
});

test('a second account signs up with the OTP from the outbox, then signs in', async ({
  page,
  shop,
}) => {
  const signup = new SignupPage(page);
  const account = {
    username: `moderator-${unique().toLowerCase()}`,
    email: 'moderator@poshak.test',
    password: 'moderator-pass-1',
  };
  const mailsBefore = shop.outbox().length;
  await signup.goto();
  await expect(signup.role('Seller')).toBeChecked();
  await signup.role('Moderator').check();
  await signup.username.fill(account.username);
  await signup.email.fill(account.email);
  await signup.password.fill(account.password);
  await signup.sendOtp.click();
  await expect(signup.toast(/OTP sent/)).toHaveBeenShown();
  await expect(signup.sendOtp).toBeDisabled();

  await expect.poll(() => shop.outbox().length).toBeGreaterThan(mailsBefore);
  const mail = shop.outbox().at(-1)?.text ?? '';
  const otp = /\b(\d{6})\b/.exec(mail)?.[1];
  expect(otp, `a 6-digit code in the mail:\n${mail}`).toBeTruthy();
  await signup.otp.fill(otp ?? '');
  await signup.submit.click();
  await expect(signup.toast('User registered successfully!')).toHaveBeenShown();

  // Sign-in opens with the new username filled in.
  const signin = new SigninPage(page);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(signin.username).toHaveValue(account.username);
  await signin.password.fill(account.password);
  await signin.submit.click();
  await expect(page).toHaveURL(/\/admin\/product-order$/);

  // A moderator reads the catalogue but cannot change it, and is told why.
  await page.goto('/admin/product-add');
  const addProduct = new AddProductPage(page);
  await expect(addProduct.heading).toBeVisible();
  await expect(addProduct.add).toBeDisabled();
  await expect(
    page.getByText('Your role (moderator) can view this page but not change it.'),
  ).toBeVisible();
});

test.describe('with an admin signed in', () => {
  const admin = { username: `admin-${unique().toLowerCase()}`, password: 'admin-pass-1' };

  test.beforeAll(async ({ shop }) => {
    await shop.createStaff({ ...admin, role: 'admin' });
  });

  test.beforeEach(async ({ page }) => {
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.signIn(admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a category added in the back-office appears in the storefront's category bar", async ({
    page,
  }) => {
    const name = `Fatua ${unique()}`;
    const categories = ListPage.categories(page);
    await new AdminLayout(page).menuLink('Cetagory').click();
    await expect(page).toHaveURL(/\/admin\/product-cetagory$/);
    await categories.add.click();
    await expect(categories.toast("Can't leave empty field")).toHaveBeenShown();
    await categories.input.fill(name);
    await categories.add.click();
    await expect(categories.toast('SuccessFully Category Created')).toHaveBeenShown();
    await categories.showNewestFirst();
    await expect(categories.row(name)).toBeVisible();

    // Selecting fills the input; selecting again clears it.
    await categories.row(name).click();
    await expect(categories.input).toHaveValue(name);
    await categories.row(name).click();
    await expect(categories.input).toHaveValue('');

    const storefront = new StorefrontLayout(page);
    await page.goto('/');
    await storefront.expectReady();
    await expect(storefront.categoryLink(name)).toBeVisible();
  });

  test('a stock entry with an image shows on the storefront; its order reaches the orders page and its status persists', async ({
    page,
  }) => {
    // The longest journey: back-office, storefront and back again on two shared cores.
    test.setTimeout(180_000);
    const name = `Khadi ${unique()}`;
    const addProduct = new AddProductPage(page);
    await addProduct.goto();
    await expect(addProduct.imagePriority).toHaveValue('Collection');

    // Every required field empty: the spec's message, nothing sent.
    await addProduct.add.click();
    await expect(addProduct.toast('One or many fields are empty!')).toHaveBeenShown();

    await addProduct.fill({
      productCode: `KH-${unique()}`,
      productName: name,
      category: 'Panjabi',
      brand: 'Nakshi Kantha',
      color: 'Off White',
      size: 'M',
      material: 'Khadi',
      price: '1750',
      quantity: '9',
      image: {
        name: 'khadi.png',
        mimeType: 'image/png',
        buffer: await png(300, 375, [30, 90, 160]),
      },
    });
    await expect(page.getByText('khadi.png')).toBeVisible();
    await addProduct.add.click();
    await expect(addProduct.toast('Product saved successfully!')).toHaveBeenShown();
    // The next variant keeps the product and asks again for color, size, quantity, priority and image.
    await expect(addProduct.field('Product Name')).toHaveValue(name);
    await expect(addProduct.field('Color')).toHaveValue('');
    await expect(addProduct.field('Quantity')).toHaveValue('');
    await expect(addProduct.row(name.slice(0, 15)).first()).toBeVisible();

    // The storefront grid shows its card.
    const storefront = new StorefrontLayout(page);
    const home = new HomePage(page);
    await page.goto('/');
    await storefront.expectReady();
    await storefront.searchByName(name);
    await expect(home.card(name)).toBeVisible();
    await expect(home.card(name).locator('img').first()).toHaveAttribute('src', /\/uploads\//);

    // A shopper orders it.
    await home.card(name).getByRole('link').first().click();
    const product = new ProductPage(page);
    await product.expectProduct(name);
    await product.order.click();
    const cart = new CartPage(page);
    await expect(page).toHaveURL(/\/cart$/);
    await cart.fill({
      name: `Sabbir ${unique()}`,
      address: 'House 9, Road 4, Banani, Dhaka',
      mobile: '01711223344',
      area: 'Inside Dhaka',
    });
    await cart.placeOrder.click();
    await expect(cart.invoiceMessage()).toBeVisible();
    const invoiceNo = await cart.invoiceNumber();

    // The order on the orders page, with its line and totals.
    const orders = new OrdersPage(page);
    await orders.goto();
    const row = orders.row(invoiceNo);
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await orders.open(invoiceNo);
    await expect(orders.detailRows()).toHaveCount(1);
    await expect(orders.detailRows().first()).toContainText(name);
    await expect(orders.detailRows().first()).toContainText('৳ 1,750');
    await expect(orders.totalQuantity).toHaveValue('1');
    // A field's value keeps the no-break space that holds ৳ to its amount.
    await expect(orders.totalAmount).toHaveValue('৳\u00a01,750');

    // Its status changes (a Pending order goes on to Processing), and stays changed after a reload.
    await orders.changeStatus(invoiceNo, 'Processing');
    await expect(orders.toast('Successfully Updated')).toHaveBeenShown();
    await expect(row.getByText('Processing', { exact: true })).toBeVisible();
    await page.reload();
    await expect(orders.row(invoiceNo).getByText('Processing', { exact: true })).toBeVisible();
  });

  test('a coupon saved from the Add New Coupon dialog is listed after a reload', async ({
    page,
  }) => {
    const coupons = new CouponsPage(page);
    const name = `Boishakh ${unique()}`;
    await coupons.goto();
    await coupons.addNew.click();
    await expect(coupons.dialog.getByText('Add New Coupon')).toBeVisible();
    await coupons.fill({ name, discount: '10', startDay: day(0), endDay: day(-1) });
    await coupons.save();
    await expect(coupons.dialog.getByText('End Day must not be before Start Day')).toBeVisible();
    await coupons.field('End Day').fill(day(30));
    await coupons.save();
    await expect(coupons.toast('Coupon saved')).toHaveBeenShown();
    await expect(coupons.dialog).toBeHidden();
    await page.reload();
    await expect(coupons.row(name)).toBeVisible();
    await expect(coupons.row(name).getByText('Active')).toBeVisible();
  });

  test('Logout returns to sign-in, and the orders page then asks to sign in', async ({ page }) => {
    const layout = new AdminLayout(page);
    await layout.logout.click();
    const signin = new SigninPage(page);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(signin.heading).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
    await page.goto('/admin/product-order');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(signin.submit).toBeVisible();
    // The spec's top-level path leads to the same sign-in.
    await page.goto('/product-order');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
