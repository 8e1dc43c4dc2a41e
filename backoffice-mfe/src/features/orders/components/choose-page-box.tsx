import { Checkbox } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/** Chooses, or lets go of, every order the list shows now; half-ticked when only some are chosen. */
export function ChoosePageBox({
  chosen,
  onChoose,
  onPage,
}: {
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  onPage: readonly number[];
}) {
  const { t } = useT('backoffice');
  const pageChosen = onPage.filter((invoice) => chosen.has(invoice)).length;
  const choosePage = (choose: boolean) => {
    const next = new Set(chosen);
    for (const invoice of onPage) {
      if (choose) next.add(invoice);
      else next.delete(invoice);
    }
    onChoose(next);
  };
  return (
    <Checkbox
      checked={pageChosen === onPage.length && onPage.length > 0}
      indeterminate={pageChosen > 0 && pageChosen < onPage.length}
      disabled={onPage.length === 0}
      onChange={(e) => choosePage(e.target.checked)}
      aria-label={t('orders.list.chooseAllOnPage')}
    />
  );
}
