import { Button } from 'antd';
import { BULK_ORDER_LIMIT } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** Chooses every order the filters match (up to the bulk limit); offered while some are not. */
export function ChooseAllButton({
  matching,
  count,
  compact,
  chooseAll,
  choosingAll,
}: {
  /** How many orders match the filters. */
  matching: number;
  /** How many are chosen now. */
  count: number;
  compact: boolean;
  chooseAll: () => Promise<void>;
  choosingAll: boolean;
}) {
  const { t } = useT('backoffice');
  if (matching <= count) return null;
  return (
    <Button
      type="link"
      loading={choosingAll}
      onClick={() => void chooseAll()}
      style={compact ? { paddingInline: 0, alignSelf: 'flex-start' } : undefined}
    >
      {matching > BULK_ORDER_LIMIT
        ? t('orders.bulk.chooseAllCapped', { count: matching, limit: BULK_ORDER_LIMIT })
        : t('orders.bulk.chooseAll', { count: matching })}
    </Button>
  );
}
