import { act, render, screen } from '@testing-library/react';
import { addTexts, i18n, languageStore, useT } from './index';

function Retry() {
  const { t } = useT('common');
  return <p>{t('retry')}</p>;
}

// A remote registers its own namespace when its code loads.
addTexts('storefront', {
  en: { cart: { empty: 'Nothing yet' } },
  bn: { cart: { empty: 'এখনো কিছু নেই' } },
});

function EmptyCart() {
  const { t } = useT('storefront');
  return <p>{t('cart.empty')}</p>;
}

describe('language switch', () => {
  afterEach(() => act(() => languageStore.getState().setLanguage('en')));

  it('re-renders translated texts and remembers the choice', () => {
    render(<Retry />);
    expect(screen.getByText('Retry')).toBeInTheDocument();
    act(() => languageStore.getState().setLanguage('bn'));
    expect(screen.getByText('আবার চেষ্টা করুন')).toBeInTheDocument();
    expect(localStorage.getItem('poshak.language')).toBe('bn');
    expect(i18n.language).toBe('bn');
  });

  it('translates a namespace a remote registered, in both languages', () => {
    render(<EmptyCart />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    act(() => languageStore.getState().setLanguage('bn'));
    expect(screen.getByText('এখনো কিছু নেই')).toBeInTheDocument();
  });
});
