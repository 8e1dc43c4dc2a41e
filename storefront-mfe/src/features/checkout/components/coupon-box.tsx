import { useId, useState } from 'react';
import { Button, Input } from 'antd';
import { ApiError, couponRefusalOf, type OrderQuote } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useTaka } from '../../../lib/use-taka';

interface Props {
  /** The code being checked or applied; null: none. */
  code: string | null;
  /** The server's price check of the cart with that code, once it answered. */
  quote: OrderQuote | undefined;
  checking: boolean;
  /** Why the server refused the code (the price check's or the order's own refusal). */
  refusal: unknown;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The cart's coupon: a code box with Apply; once the server's price check accepts the code, what
 * it takes off and a way to remove it; a refused code says why under the box.
 */
export function CouponBox({ code, quote, checking, refusal, onApply, onRemove }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState(code ?? '');

  if (code && quote?.coupon_code && !refusal) {
    return (
      <div className="sf-coupon sf-coupon--applied">
        <p role="status" className="sf-coupon__applied">
          <span>
            {t('coupon.applied', { code: quote.coupon_code, amount: taka(quote.discount) })}
          </span>
          <Button
            size="small"
            onClick={() => {
              setDraft('');
              onRemove();
            }}
          >
            {t('coupon.remove', { code: quote.coupon_code })}
          </Button>
        </p>
        {quote.coupon_phone_pending && (
          <p className="sf-coupon__note">{t('coupon.phonePending')}</p>
        )}
      </div>
    );
  }

  const reason = refusal instanceof ApiError ? couponRefusalOf(refusal.refusal) : null;
  const message = refusal ? (reason ? t(`coupon.refused.${reason}`) : errorText(refusal)) : null;
  const apply = () => {
    const typed = draft.trim();
    if (typed) onApply(typed);
  };
  return (
    <div className="sf-coupon">
      <label htmlFor={id} className="sf-coupon__label">
        {t('coupon.label')}
      </label>
      <div className="sf-coupon__row">
        <Input
          id={id}
          value={draft}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-refusal` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            // Enter applies the code; it must not send the order form around it.
            e.preventDefault();
            apply();
          }}
        />
        <Button onClick={apply} loading={checking}>
          {t('coupon.apply')}
        </Button>
      </div>
      {checking && <p className="sf-coupon__note">{t('coupon.checking')}</p>}
      {message && (
        <p id={`${id}-refusal`} className="sf-coupon__refusal" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
