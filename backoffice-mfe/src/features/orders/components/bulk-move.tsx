import { Button, Flex, Select } from 'antd';
import { ORDER_STATUS_NAMES, orderStatusId, type BulkOrderAction } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface Props {
  /** A phone: the select and its button are two cells of the actions' grid. */
  compact: boolean;
  /** No order chosen, or the user may not change orders. */
  locked: boolean;
  /** The status chosen to move the orders to. */
  target: number | undefined;
  onTarget: (statusId: number) => void;
  run: (action: 'move', statusId?: number) => Promise<void>;
  runningAction: BulkOrderAction | undefined;
}

/** Move the chosen orders to a status: the status to choose, then the button. */
export function BulkMove({ compact, locked, target, onTarget, run, runningAction }: Props) {
  const { t } = useT('backoffice');
  const select = (
    <Select<number>
      value={target}
      onChange={onTarget}
      placeholder={t('orders.bulk.moveTo')}
      aria-label={t('orders.bulk.moveTo')}
      disabled={locked}
      popupMatchSelectWidth={false}
      style={{ width: compact ? '100%' : 170 }}
      options={ORDER_STATUS_NAMES.map((name) => ({
        value: orderStatusId(name),
        label: t(`orders.statuses.${name}`),
      }))}
    />
  );
  const button = (
    <Button
      block={compact}
      disabled={locked || target === undefined}
      loading={runningAction === 'move'}
      onClick={() => void run('move', target)}
    >
      {t('orders.bulk.move')}
    </Button>
  );
  if (compact) {
    return (
      <>
        {select}
        {button}
      </>
    );
  }
  return (
    <Flex gap={4} align="center">
      {select}
      {button}
    </Flex>
  );
}
