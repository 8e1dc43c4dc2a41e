import { Button, Tooltip } from 'antd';
import type { BulkOrderAction } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface Props {
  /** Why the user may not change orders, or null. */
  readOnlyReason: string | null;
  /** No order chosen, or the user may not change orders. */
  locked: boolean;
  block: boolean;
  run: (action: BulkOrderAction) => Promise<void>;
  runningAction: BulkOrderAction | undefined;
}

/** Verify or reject the chosen orders' advance fees. */
export function BulkFeeButtons({ readOnlyReason, locked, block, run, runningAction }: Props) {
  const { t } = useT('backoffice');
  return (
    <>
      <Tooltip title={readOnlyReason}>
        <Button
          type="primary"
          block={block}
          disabled={locked}
          loading={runningAction === 'verify_fee'}
          onClick={() => void run('verify_fee')}
        >
          {t('orders.bulk.verify')}
        </Button>
      </Tooltip>
      <Tooltip title={readOnlyReason}>
        <Button
          danger
          block={block}
          disabled={locked}
          loading={runningAction === 'reject_fee'}
          onClick={() => void run('reject_fee')}
        >
          {t('orders.bulk.reject')}
        </Button>
      </Tooltip>
    </>
  );
}
