import { Select } from 'antd';

export interface LocationOption {
  value: number;
  label: string;
}

/** A list's choices; a kept choice shows by its saved name until its list arrives. */
export function locationOptions(
  list: { id: number; name: string }[] | undefined,
  id: number | undefined,
  savedName: string | null,
): LocationOption[] {
  const items = (list ?? []).map((l) => ({ value: l.id, label: l.name }));
  if (id !== undefined && savedName && !items.some((o) => o.value === id)) {
    items.unshift({ value: id, label: savedName });
  }
  return items;
}

interface LocationPickerProps {
  label: string;
  value: number | undefined;
  items: LocationOption[];
  loading: boolean;
  onChange: (value: number | undefined) => void;
  disabled?: boolean;
  allowClear?: boolean;
}

/** One of a courier's lists to pick a city, a zone or an area from, searched by name. */
export function LocationPicker({
  label,
  value,
  items,
  loading,
  onChange,
  disabled = false,
  allowClear = false,
}: LocationPickerProps) {
  return (
    <Select<number>
      aria-label={label}
      placeholder={label}
      value={value}
      options={items}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ minWidth: 160, flex: '1 1 160px' }}
      popupMatchSelectWidth={false}
    />
  );
}
