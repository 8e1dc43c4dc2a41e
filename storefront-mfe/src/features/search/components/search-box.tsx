import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { useTypedBeforeLive } from '@poshak/shared-ui/typed-before-live';
import { paths } from '@poshak/shared-ui/paths';
import { searchByName } from '../shop-search';
import { useShopSearch } from '../use-shop-search';
import { ShopIcon } from '../../../components/shop-icon';

interface Props {
  /** Called after a search ran (the mobile modal closes then). */
  onSearched?: () => void;
  autoFocus?: boolean;
  /** The phone's box: a shorter placeholder that fits a 320 px screen. */
  compact?: boolean;
}

/**
 * Search by product name (spec §5): Enter or the search icon runs it; after an Enter search the box
 * is cleared, after an icon search the text stays for another try. A real form (`GET /?q=…`), so
 * a search typed before the page's code has arrived still runs: the server draws its results.
 */
export function SearchBox({ onSearched, autoFocus = false, compact = false }: Props) {
  const { t } = useT('storefront');
  const { search, go } = useShopSearch();
  const inputId = useId();
  // Typed into the box the server drew, before the app took it over: kept.
  const typedBeforeLive = useTypedBeforeLive(inputId);
  const [text, setText] = useState(typedBeforeLive ?? '');

  // Enter submits the form as a click on its button would: the key says which one it was.
  const byEnter = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    byEnter.current = event.key === 'Enter' && !event.nativeEvent.isComposing;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(searchByName(search, text));
    onSearched?.();
    if (byEnter.current) setText('');
    byEnter.current = false;
  };

  return (
    <form className="sf-search" role="search" method="get" action={paths.home} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sf-visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        className="sf-search__input"
        value={text}
        placeholder={t(compact ? 'header.searchPlaceholderShort' : 'header.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        // The modal's box takes the focus as soon as it opens, as a shopper expects.
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="sf-search__button" aria-label={t('header.search')}>
        <ShopIcon icon={SearchOutlined} aria-hidden />
      </button>
    </form>
  );
}
