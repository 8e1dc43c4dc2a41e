import { useEffect, useRef, type ComponentRef } from 'react';
import type { InputNumber } from 'antd';
import type { RefSelectProps } from 'antd/es/select';

/**
 * The keyboard goes on to what is left to choose of a product: the colour, the size, then how
 * many (type, Enter, a colour, Tab, a size, Tab, the quantity, Enter).
 */
export function useNextBoxFocus(code: string | null, color: string | null, entryId: number | null) {
  const colorBox = useRef<RefSelectProps>(null);
  const sizeBox = useRef<RefSelectProps>(null);
  const quantityBox = useRef<ComponentRef<typeof InputNumber>>(null);
  useEffect(() => {
    if (code === null) return;
    if (color === null) colorBox.current?.focus();
    else if (entryId === null) sizeBox.current?.focus();
    else quantityBox.current?.focus();
  }, [code, color, entryId]);
  return { colorBox, sizeBox, quantityBox };
}
