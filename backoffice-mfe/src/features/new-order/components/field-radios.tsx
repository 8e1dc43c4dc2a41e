import { Radio } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldControlProps, FieldState } from '@poshak/shared-ui/form';

/** A form field's choices as radios: one group of its own, labelled by the field's label. */
export function FieldRadios<T extends FieldValues, N extends FieldPath<T>>({
  field,
  state,
  options,
}: {
  field: FieldControlProps<T, N>;
  state: FieldState;
  options: { value: string | number; label: string }[];
}) {
  return (
    <Radio.Group
      id={field.id}
      // Each group its own native name: radios of one name are one group.
      name={field.name}
      aria-labelledby={state.labelId}
      aria-invalid={state.invalid}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value as unknown)}
      options={options}
    />
  );
}
