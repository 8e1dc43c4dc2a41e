import { Input, type InputProps, type InputRef } from 'antd';
import type { Ref } from 'react';
import { latinDigits } from '@poshak/shared-api/digits';
import { useDigits } from '../lib/use-digits';

type DigitsInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  /** The text with Latin digits, as the server reads it. */
  onChange?: (text: string) => void;
  ref?: Ref<InputRef>;
};

/**
 * A text box for a figure typed as text (a price, a weight, a stock change such as +10) in the
 * reader's digits: a Bengali reader sees ৫০০ and may type ১২, the form holds "500" and "12".
 * Every digit is one character either way, so the caret stays where it was.
 */
export function DigitsInput({ value, onChange, ...props }: DigitsInputProps) {
  const digits = useDigits();
  return (
    <Input
      {...props}
      value={digits(value ?? '')}
      onChange={(event) => onChange?.(latinDigits(event.target.value))}
    />
  );
}
