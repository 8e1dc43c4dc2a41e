import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_PARAMETER } from '@poshak/shared-api/page';
import { useEarlyTap } from '@poshak/shared-ui/early-taps';
import { LANGUAGES, useLanguage, useT, type Language } from '@poshak/shared-ui/i18n';

/**
 * English / বাংলা; the choice is remembered across visits by the shared language store. A tap
 * before the app is live is kept by the page's first script and made when it is.
 */
export function LanguageSwitch() {
  const { t } = useT('common');
  const [language, setLanguage] = useLanguage();
  const [params, setParams] = useSearchParams();
  const choose = (option: Language) => {
    setLanguage(option);
    // A shared link's `?lang=` chose the language of the page it opened; from the shopper's own
    // choice on, the address names none, or a reload would go back to the link's language.
    if (!params.has(LANGUAGE_PARAMETER)) return;
    const rest = new URLSearchParams(params);
    rest.delete(LANGUAGE_PARAMETER);
    setParams(rest, { replace: true });
  };
  return (
    <div className="sf-lang" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <LanguageOption
          key={option}
          option={option}
          chosen={language === option}
          label={t(`language.${option}`)}
          choose={() => choose(option)}
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
