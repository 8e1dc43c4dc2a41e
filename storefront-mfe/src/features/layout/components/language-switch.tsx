import { useEarlyTap } from '@poshak/shared-ui/early-taps';
import { LANGUAGES, useLanguage, useT, type Language } from '@poshak/shared-ui/i18n';

/**
 * English / বাংলা; the choice is remembered across visits by the shared language store. A tap
 * before the app is live is kept by the page's first script and made when it is.
 */
export function LanguageSwitch() {
  const { t } = useT('common');
  const [language, setLanguage] = useLanguage();
  return (
    <div className="sf-lang" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <LanguageOption
          key={option}
          option={option}
          chosen={language === option}
          label={t(`language.${option}`)}
          choose={() => setLanguage(option)}
        />
      ))}
    </div>
  );
}

function LanguageOption({
  option,
  chosen,
  label,
  choose,
}: {
  option: Language;
  chosen: boolean;
  label: string;
  choose: () => void;
}) {
  const tapKey = `language:${option}`;
  const adopted = useEarlyTap(tapKey, choose);
  return (
    <button
      type="button"
      lang={option}
      className="sf-lang__option"
      aria-pressed={chosen}
      data-early-tap={tapKey}
      ref={adopted}
      onClick={choose}
    >
      {label}
    </button>
  );
}
