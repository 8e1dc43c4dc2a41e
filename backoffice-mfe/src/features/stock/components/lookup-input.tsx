import { AutoComplete } from 'antd';
import { choose, type Choice, type Option } from '../model/stock-form';

interface Props {
  id: string;
  value: Choice;
  options: readonly Option[];
  onChange: (choice: Choice) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

/** A type-ahead over a lookup list; text that names no entry leaves the id empty. */
export function LookupInput({ value, options, onChange, ...rest }: Props) {
  const typed = value.text.trim().toLocaleLowerCase();
  const matches = options
    .filter((o) => o.name.toLocaleLowerCase().includes(typed))
    .slice(0, 50)
    .map((o) => ({ value: o.name, key: o.id }));
  return (
    <AutoComplete
      {...rest}
      value={value.text}
      options={matches}
      onChange={(text: string) => onChange(choose(options, text ?? ''))}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
