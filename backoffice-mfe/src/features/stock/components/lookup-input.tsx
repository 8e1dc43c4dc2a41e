import { AutoComplete } from 'antd';
import { choose, type Choice, type Option } from '../model/stock-form';

interface Props {
  id: string;
  value: Choice;
  options: readonly Option[];
  onChange: (choice: Choice) => void;
  invalid: boolean;
}

/** A type-ahead over a lookup list; text that names no entry leaves the id empty. */
export function LookupInput({ id, value, options, onChange, invalid }: Props) {
  const typed = value.text.trim().toLocaleLowerCase();
  const matches = options
    .filter((o) => o.name.toLocaleLowerCase().includes(typed))
    .slice(0, 50)
    .map((o) => ({ value: o.name, key: o.id }));
  return (
    <AutoComplete
      id={id}
      value={value.text}
      options={matches}
      onChange={(text: string) => onChange(choose(options, text ?? ''))}
      status={invalid ? 'error' : undefined}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
