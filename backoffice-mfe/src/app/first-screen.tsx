import { useLocation } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { firstPageOf } from './first-screen-start';
import { FirstScreenPreview } from './first-screen-preview';
import './first-screen.css';

/**
 * What a signed-in page shows while its code arrives: the back-office's top bar and the page —
 * on the dashboard and the orders page its figures or rows as soon as they are here (a plain
 * drawing, read-only), elsewhere an empty page — drawn without antd so the first screen is never
 * white and staff can read the morning's orders before the controls arrive.
 */
export function FirstScreen() {
  const { t } = useT('backoffice');
  const { pathname, search } = useLocation();
  const page = firstPageOf(pathname);
  return (
    <div className="bo-first-screen">
      <header className="bo-first-screen__bar">{t('appName')}</header>
      <div className="bo-first-screen__body">
        <div className="bo-first-screen__side" />
        <main className="bo-first-screen__page" aria-busy="true" aria-label={t('layout.loading')}>
          {page && <FirstScreenPreview page={page} search={search} />}
        </main>
      </div>
    </div>
  );
}
