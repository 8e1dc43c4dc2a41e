import { Button, Flex, Tooltip } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { EntryActions } from '../hooks/use-entry-actions';
import type { Selection } from '../model/stock-form';

interface Props {
  actions: EntryActions;
  /** The entry loaded into the form: Archive or Restore shows for it. */
  selected: Selection | null;
  onReset: () => void;
  /** Why this staff member may only look; the buttons are off and say so. */
  readOnlyReason: string | null;
}

/** Reset, Add, Update, Delete and Archive/Restore; while one runs the others wait. */
export function StockEntryButtons({ actions, selected, onReset, readOnlyReason }: Props) {
  const { t } = useT('backoffice');
  const { add, save, erase, toggleArchived } = actions;
  const busy = add.busy || save.busy || erase.busy || toggleArchived.busy;
  const button = (label: string, onClick: () => void, loading: boolean, extra: object = {}) => (
    <Tooltip title={readOnlyReason}>
      <Button
        onClick={onClick}
        loading={loading}
        disabled={!!readOnlyReason || (busy && !loading)}
        {...extra}
      >
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <Flex wrap gap={8}>
      {button(t('stock.reset'), onReset, false)}
      {button(t('stock.add'), () => void add.run(), add.busy, { type: 'primary' })}
      {button(t('stock.update'), () => void save.run(), save.busy)}
      {button(t('stock.delete'), () => void erase.run(), erase.busy, { danger: true })}
      {selected &&
        button(
          t(selected.archived ? 'stock.restore' : 'stock.archive'),
          () => void toggleArchived.run(),
          toggleArchived.busy,
        )}
    </Flex>
  );
}
