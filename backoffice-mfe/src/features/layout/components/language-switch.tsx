import { Segmented } from 'antd';
import { LANGUAGES, useLanguage, useT } from '@poshak/shared-ui/i18n';

/** English / বাংলা, shared with the storefront through the one language store. */
export function LanguageSwitch() {
  const { t } = useT('common');
  const [language, setLanguage] = useLanguage();
  return (
    <Segmented
      size="small"
      value={language}
      onChange={setLanguage}
      options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      aria-label={t('language.label')}
    />
  );
}
