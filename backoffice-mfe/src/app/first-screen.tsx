import { useT } from '@poshak/shared-ui/i18n';
import './first-screen.css';

/**
 * What a signed-in page shows while its code arrives: the back-office's top bar and an empty page,
 * drawn without antd so the first screen is never white.
 */
export function FirstScreen() {
  const { t } = useT('backoffice');
  return (
    <div className="bo-first-screen">
      <header className="bo-first-screen__bar">{t('appName')}</header>
      <main className="bo-first-screen__page" aria-busy="true" aria-label={t('layout.loading')} />
    </div>
  );
}
