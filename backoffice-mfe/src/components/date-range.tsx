import { Flex, Input } from 'antd';

interface DateRangeProps {
  /** Prefix of the two boxes' ids (`<idPrefix>-from`, `<idPrefix>-to`), for their labels. */
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}

/** Two day boxes, from and to, each bounding the other. */
export function DateRange({ idPrefix, fromLabel, toLabel, from, to, onChange }: DateRangeProps) {
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor={`${idPrefix}-from`}>{fromLabel}</label>
      <Input
        id={`${idPrefix}-from`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
        style={{ width: 150 }}
      />
      <label htmlFor={`${idPrefix}-to`}>{toLabel}</label>
      <Input
        id={`${idPrefix}-to`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        style={{ width: 150 }}
      />
    </Flex>
  );
}
