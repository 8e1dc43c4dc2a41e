import { useLanguage } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';

/** A parcel's amounts in the reader's ৳: a dash for none yet, a difference with its sign. */
export function useCodMoney() {
  const [language] = useLanguage();
  const taka = (amount: number | null) => (amount === null ? '—' : formatTaka(amount, language));
  const signed = (amount: number) =>
    amount === 0 ? taka(0) : `${amount > 0 ? '+' : '−'}${taka(Math.abs(amount))}`;
  return { taka, signed };
}
