import { useId, useState, type KeyboardEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { searchByName } from '../shop-search';
import { useShopSearch } from '../use-shop-search';
import { ShopIcon } from '../../../components/shop-icon';

interface Props {
  /** Called after a search ran (the mobile modal closes then). */
  onSearched?: () => void;
  autoFocus?: boolean;
}

/**
 * Search by product name (spec §5): Enter or the search icon runs it; after an Enter search the box
 * is cleared, after an icon search the text stays for another try.
 */
export function SearchBox({ onSearched, autoFocus = false }: Props) {
  const { t } = useT('storefront');
  const { search, go } = useShopSearch();
  const [text, setText] = useState('');
  const inputId = useId();

  const run = () => {
    go(searchByName(search, text));
    onSearched?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    run();
    setText('');
  };

  return (
    <div className="sf-search" role="search">
      <label htmlFor={inputId} className="sf-visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className="sf-search__input"
        value={text}
        placeholder={t('header.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        // The modal's box takes the focus as soon as it opens, as a shopper expects.
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="sf-search__button"
        aria-label={t('header.search')}
        onClick={run}
      >
        <ShopIcon icon={SearchOutlined} aria-hidden />
      </button>
    </div>
  );
}
