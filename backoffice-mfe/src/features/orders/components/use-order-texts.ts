import { useMemo } from 'react';
import { useReader } from '../../../lib/use-reader';
import { orderTexts } from '../order-texts';

/** An order's figures as the signed-in member reads them (`orderTexts`). */
export function useOrderTexts() {
  const reader = useReader();
  return useMemo(() => orderTexts(reader), [reader]);
}
