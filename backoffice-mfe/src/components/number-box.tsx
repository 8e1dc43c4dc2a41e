import { InputNumber, type InputNumberProps } from 'antd';
import type { ComponentRef, Ref } from 'react';
import { latinDigits } from '@poshak/shared-api/digits';
import { useDigits } from '../lib/use-digits';

/**
 * antd's number box in the reader's digits: a Bengali reader sees and may type ১২, the form
 * still holds the number 12. Everything else is antd's InputNumber as it is.
 */
export function NumberBox<T extends number = number>(
  props: InputNumberProps<T> & { ref?: Ref<ComponentRef<typeof InputNumber>> },
) {
  const digits = useDigits();
  return (
    <InputNumber<T>
      formatter={(value) => digits(value === undefined || value === null ? '' : String(value))}
      // The box parses what the parser returns itself, and an empty text must stay empty (no
      // number), not become 0: so the Latin text goes back, not a number, whatever T says.
      parser={(text) => latinDigits(text ?? '') as unknown as T}
      {...props}
    />
  );
}
