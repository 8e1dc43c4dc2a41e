import { useState } from 'react';
import { Button, Checkbox, Flex, Select, Space, Tooltip } from 'antd';
import { lowStockThreshold } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { NumberBox } from '../../../components/number-box';
import { errorText } from '../../../lib/error-text';
import { useLookupOptions, useLowStockThreshold, useSetLowStockThreshold } from '../api/use-stock';
import type { StockView } from '../model/stock-url';

interface Props {
  view: StockView;
  onChange: (patch: Partial<StockView>) => void;
  /** Why this staff member may not change the threshold, or undefined when they may. */
  readOnlyReason: string | undefined;
}

const FILTERS = ['category', 'brand', 'color', 'size'] as const;

function LookupFilter({
  kind,
  value,
  onChange,
}: {
  kind: (typeof FILTERS)[number];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useT('backoffice');
  const options = useLookupOptions(kind);
  const label = t(`stock.filters.${kind}`);
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      placeholder={label}
      aria-label={label}
      loading={options.isPending}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      style={{ minWidth: 150, flex: '1 1 150px' }}
    />
  );
}

/** The low-stock threshold, for staff who may change the catalogue. */
function ThresholdEditor({
  current,
  readOnlyReason,
}: {
  current: number | undefined;
  readOnlyReason: string | undefined;
}) {
  const { t } = useT('backoffice');
  const save = useSetLowStockThreshold();
  const [draft, setDraft] = useState<number | null>(current ?? null);

  const saveThreshold = async () => {
    const checked = lowStockThreshold.safeParse({ threshold: draft ?? '' });
    const options = { duration: TOAST_MS.backoffice };
    if (!checked.success || draft === null)
      return void toast.error(t('stock.filters.thresholdWrong'), options);
    try {
      const saved = await save.mutateAsync(checked.data.threshold);
      toast.success(t('stock.filters.thresholdSaved', { threshold: saved.threshold }), options);
    } catch (error) {
      toast.error(errorText(error), options);
    }
  };

  return (
    <Tooltip title={readOnlyReason}>
      <Space.Compact>
        <NumberBox
          min={0}
          precision={0}
          value={draft}
          onChange={setDraft}
          disabled={!!readOnlyReason}
          aria-label={t('stock.filters.threshold')}
          placeholder={t('stock.filters.threshold')}
          style={{ width: 90 }}
        />
        <Button
          onClick={() => void saveThreshold()}
          loading={save.isPending}
          disabled={!!readOnlyReason || draft === current}
        >
          {t('stock.filters.saveThreshold')}
        </Button>
      </Space.Compact>
    </Tooltip>
  );
}

/** Filters of the stock table (category, brand, colour, size, low stock) and the low-stock threshold. */
export function StockFilters({ view, onChange, readOnlyReason }: Props) {
  const { t } = useT('backoffice');
  const threshold = useLowStockThreshold();
  const current = threshold.data?.threshold;
  const filtered = FILTERS.some((kind) => view[kind] !== null) || view.lowStock || view.q !== '';
  return (
    <Flex wrap gap={8} align="center">
      {FILTERS.map((kind) => (
        <LookupFilter
          key={kind}
          kind={kind}
          value={view[kind]}
          onChange={(id) => onChange({ [kind]: id, id: null })}
        />
      ))}
      <Checkbox
        checked={view.lowStock}
        onChange={(e) => onChange({ lowStock: e.target.checked, id: null })}
      >
        {current === undefined
          ? t('stock.filters.lowStockPlain')
          : t('stock.filters.lowStock', { threshold: current })}
      </Checkbox>
      {/* Drawn anew for each saved threshold: the box starts from what the shop keeps. */}
      <ThresholdEditor key={current} current={current} readOnlyReason={readOnlyReason} />
      {filtered && (
        <Button
          type="link"
          onClick={() =>
            onChange({
              category: null,
              brand: null,
              color: null,
              size: null,
              lowStock: false,
              q: '',
            })
          }
        >
          {t('stock.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
