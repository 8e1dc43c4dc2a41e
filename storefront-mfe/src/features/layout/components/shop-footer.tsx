import FacebookFilled from '@ant-design/icons-svg/lib/asn/FacebookFilled';
import InstagramFilled from '@ant-design/icons-svg/lib/asn/InstagramFilled';
import LinkedinFilled from '@ant-design/icons-svg/lib/asn/LinkedinFilled';
import YoutubeFilled from '@ant-design/icons-svg/lib/asn/YoutubeFilled';
import { Link } from 'react-router-dom';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { ShopConfig } from '@poshak/shared-api';
import { shopDay } from '@poshak/shared-api/shop-time';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { telHref, useShopConfig } from '../api/use-shop-config';
import { ShopIcon } from '../../../components/shop-icon';
import { useDigits, useNumber } from '../../../lib/use-local';

type Social = keyof ShopConfig['social'];
const SOCIAL: { key: Social; Icon: IconDefinition }[] = [
  { key: 'facebook', Icon: FacebookFilled },
  { key: 'youtube', Icon: YoutubeFilled },
  { key: 'instagram', Icon: InstagramFilled },
  { key: 'linkedin', Icon: LinkedinFilled },
];

/** The footer's four blocks and the copyright line (spec §2); links come from the server's config. */
export function ShopFooter() {
  const { t } = useT('storefront');
  const digits = useDigits();
  const number = useNumber();
  const { data: config } = useShopConfig();
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__grid">
        <section>
          <h2 className="sf-footer__title">{t('footer.findsTitle')}</h2>
          <p>{t('footer.findsText')}</p>
        </section>
        <section>
          <h2 className="sf-footer__title">{t('footer.connectedTitle')}</h2>
          <p>{t('footer.connectedText')}</p>
        </section>
        <section>
          <h2 className="sf-footer__title">{t('footer.assistanceTitle')}</h2>
          <p>{t('footer.assistanceText')}</p>
          {config && (
            <p>
              <a href={telHref(config.supportPhone)}>{digits(config.supportPhone)}</a>
            </p>
          )}
          <p>
            <Link to={paths.track()}>{t('header.track')}</Link>
          </p>
        </section>
        <section aria-label={t('footer.follow')}>
          <ul className="sf-social">
            {SOCIAL.map(({ key, Icon }) => {
              const url = config?.social[key];
              return (
                <li key={key}>
                  {/* An unset link stays a visible, inert icon rather than a link to nowhere. */}
                  <a
                    className="sf-social__link"
                    href={url || undefined}
                    target={url ? '_blank' : undefined}
                    rel={url ? 'noopener noreferrer' : undefined}
                    aria-label={t(`footer.social.${key}`)}
                    aria-disabled={url ? undefined : true}
                    role={url ? undefined : 'link'}
                  >
                    <ShopIcon icon={Icon} aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className="sf-footer__copyright">
        {t('footer.copyright', {
          // A year is never grouped: ২০২৬, not ২,০২৬. Dhaka's year, as the server draws it.
          year: number(Number(shopDay().slice(0, 4)), false),
          shop: config?.shopName ?? '',
        })}{' '}
        {config && (
          <>
            {t('footer.developedBy')}{' '}
            <a href={config.developerSite.url} target="_blank" rel="noopener noreferrer">
              {config.developerSite.label}
            </a>
          </>
        )}
      </p>
    </footer>
  );
}
