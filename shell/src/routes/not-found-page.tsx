import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';

export function NotFoundPage() {
  const { t } = useT(['shell', 'common']);
  return (
    <main className="shell-message">
      <h1>{t('shell:notFound.title')}</h1>
      <p>{t('shell:notFound.message')}</p>
      <Link className="shell-button" to={paths.home}>
        {t('common:backHome')}
      </Link>
    </main>
  );
}
