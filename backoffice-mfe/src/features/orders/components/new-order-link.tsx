import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';

/** An order taken by phone or Messenger starts from the orders it joins. */
export function NewOrderLink() {
  const { t } = useT('backoffice');
  return (
    <Link to={paths.admin.newOrder} style={{ fontWeight: 600 }}>
      + {t('newOrder.open')}
    </Link>
  );
}
