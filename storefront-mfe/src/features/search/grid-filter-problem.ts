import { parsePrice } from './shop-search';

/** What is wrong with the price range typed, said beside the field it concerns. */
export type PriceProblem = { field: 'min' | 'max'; text: 'notPrice' | 'maxBelowMin' } | null;

/** The range as typed: each bound whole taka (or empty), and the lower not above the upper. */
export function checkPriceRange(minText: string, maxText: string) {
  const min = parsePrice(minText);
  const max = parsePrice(maxText);
  const problem: PriceProblem =
    minText && min === undefined
      ? { field: 'min', text: 'notPrice' }
      : maxText && max === undefined
        ? { field: 'max', text: 'notPrice' }
        : min !== undefined && max !== undefined && min > max
          ? { field: 'max', text: 'maxBelowMin' }
          : null;
  return { min, max, problem };
}
