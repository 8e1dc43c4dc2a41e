import { useEffect, useRef, useState } from 'react';
import CheckOutlined from '@ant-design/icons-svg/lib/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/lib/asn/CopyOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopIcon } from '../../../components/shop-icon';

/** How long "Number copied" stays beside the button. */
export const COPIED_MS = 4_000;

interface Props {
  /** The merchant number as the payment apps take it (Latin digits). */
  number: string;
  /** The provider's name in the reader's language ("bKash", "বিকাশ"). */
  provider: string;
}

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies a merchant number, so the shopper pastes it into bKash or Nagad instead of retyping eleven
 * digits. Its answer is said beside it in a polite live region (heard by screen readers, seen by
 * everyone); without a clipboard (an old browser, a page not served securely) it says to select
 * the number instead.
 */
export function CopyNumber({ number, provider }: Props) {
  const { t } = useT('storefront');
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(number);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };

  return (
    <span className="sf-copy">
      <button
        type="button"
        className="sf-btn sf-btn--ghost sf-btn--small sf-copy__button"
        aria-label={t('payment.copy', { provider })}
        onClick={() => void copy()}
      >
        <ShopIcon icon={state === 'copied' ? CheckOutlined : CopyOutlined} aria-hidden />
        <span>{t('payment.copyShort')}</span>
      </button>
      <span
        className={`sf-copy__said${state === 'failed' ? ' sf-copy__said--failed' : ''}`}
        role="status"
      >
        {state === 'copied'
          ? t('payment.copied')
          : state === 'failed'
            ? t('payment.copyFailed')
            : ''}
      </span>
    </span>
  );
}
