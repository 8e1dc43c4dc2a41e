import { act, render, screen } from '@testing-library/react';
import { i18n, languageStore, useT } from './index';

function Greeting() {
  const { t } = useT('storefront');
  return <p>{t('cart.continueShopping')}</p>;
}

describe('language switch', () => {
  afterEach(() => act(() => languageStore.getState().setLanguage('en')));

  it('re-renders translated texts and remembers the choice', () => {
    render(<Greeting />);
    expect(screen.getByText('Continue Shopping')).toBeInTheDocument();
    act(() => languageStore.getState().setLanguage('bn'));
    expect(screen.getByText('কেনাকাটা চালিয়ে যান')).toBeInTheDocument();
    expect(localStorage.getItem('poshak.language')).toBe('bn');
    expect(i18n.language).toBe('bn');
  });
});
