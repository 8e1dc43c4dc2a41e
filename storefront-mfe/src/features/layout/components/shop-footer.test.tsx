import { act, screen } from '@testing-library/react';
import { languageStore } from '@poshak/shared-ui/i18n';
import { shopDay } from '@poshak/shared-api/shop-time';
import { fakeApi } from '../../../testing/fake-api';
import { shopConfig } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { ShopFooter } from './shop-footer';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ 'GET /config': () => [200, shopConfig] });
});
afterEach(() => {
  api.restore();
  act(() => languageStore.getState().setLanguage('en'));
});

const year = shopDay().slice(0, 4);
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

describe('ShopFooter', () => {
  it('writes the year of the copyright line in English digits on an English page', async () => {
    act(() => languageStore.getState().setLanguage('en'));
    renderWithShop(<ShopFooter />);
    expect(
      await screen.findByText(new RegExp(`^© ${year} Poshak\\. All rights reserved\\.`)),
    ).toBeInTheDocument();
  });

  it('writes the year and the support phone in Bengali digits on a Bengali page, never grouped', async () => {
    act(() => languageStore.getState().setLanguage('bn'));
    renderWithShop(<ShopFooter />);
    const bengaliYear = year.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
    const line = await screen.findByText(new RegExp(`^© ${bengaliYear} Poshak।`));
    expect(line.textContent).not.toMatch(/[0-9]/);
    expect(await screen.findByRole('link', { name: '+৮৮০ ১৭১১-০০০০০০' })).toBeInTheDocument();
  });
});
