import { LANGUAGES, useLanguage, useT } from '@poshak/shared-ui/i18n';

/** English / বাংলা; the choice is remembered across visits by the shared language store. */
export function LanguageSwitch() {
  const { t } = useT('common');
  const [language, setLanguage] = useLanguage();
  return (
    <div className="sf-lang" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="sf-lang__option"
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
