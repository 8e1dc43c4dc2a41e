import ShareAltOutlined from '@ant-design/icons-svg/lib/asn/ShareAltOutlined';
import { SHARE_CAMPAIGN, withCampaign } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopIcon } from '../../../components/shop-icon';
import { keptCampaign } from '../../../lib/campaign';
import { showToast } from '../../../lib/shop-toast';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The link a shopper shares: the product's page, tagged with the campaign they came by (a friend's
 * order is then counted under the post that started it) or, when none, as a share.
 */
export function shareLink(idProductTrace: number, origin = window.location.origin): string {
  return withCampaign(
    `${origin}${paths.product(idProductTrace)}`,
    keptCampaign() ?? SHARE_CAMPAIGN,
  );
}

/**
 * Share: the phone's own share sheet (Messenger, WhatsApp, …) where the browser has one, else the
 * link copied. Waits for the page's code (drawn by the server, a share needs the tap itself).
 */
export function ShareButton({ idProductTrace, name }: { idProductTrace: number; name: string }) {
  const { t } = useT('storefront');
  const ready = useHydrated();
  const share = async () => {
    const url = shareLink(idProductTrace);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      const copied = t('product.linkCopied');
      showToast(({ toast, TOAST_MS }) => toast.success(copied, { duration: TOAST_MS.cart }));
    } catch {
      const failed = t('product.shareFailed', { url });
      showToast(({ toast, TOAST_MS }) => toast.error(failed, { duration: TOAST_MS.cart }));
    }
  };
  return (
    <button
      type="button"
      className="sf-btn sf-btn--ghost sf-share"
      disabled={!ready}
      onClick={() => void share()}
      aria-label={t('product.shareNamed', { name })}
    >
      <ShopIcon icon={ShareAltOutlined} aria-hidden /> {t('product.share')}
    </button>
  );
}
