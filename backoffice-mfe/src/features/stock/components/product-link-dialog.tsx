import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import {
  CAMPAIGN_PARAMETERS,
  CAMPAIGN_VALUE_MAX,
  withCampaign,
  type Campaign,
  type CampaignParameter,
  type StockEntry,
} from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';

/** The campaign last written here: the next product's link is usually for the same post. */
const REMEMBERED = 'poshak.productLinkCampaign';

function remembered(): Campaign {
  try {
    const kept = JSON.parse(localStorage.getItem(REMEMBERED) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      CAMPAIGN_PARAMETERS.flatMap((name) =>
        typeof kept[name] === 'string' ? [[name, kept[name]]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** A product page's address on this shop, with the campaign's tags (empty ones left out). */
export const productLink = (entry: Pick<StockEntry, 'id_product_trace'>, campaign: Campaign) =>
  withCampaign(`${window.location.origin}${paths.product(entry.id_product_trace)}`, campaign);

const PLACEHOLDERS: Record<CampaignParameter, string> = {
  utm_source: 'facebook',
  utm_medium: 'post',
  utm_campaign: 'eid-2026',
};

/**
 * A product's storefront link to paste into a post, an ad or a chat, with the campaign's tags
 * staff fill in (where it is shared, how, which campaign): orders that come through it say so,
 * and the dashboard sums them by campaign.
 */
export function ProductLinkDialog({
  entry,
  onClose,
}: {
  entry: StockEntry | null;
  onClose: () => void;
}) {
  const { t } = useT('backoffice');
  return (
    <Modal
      open={entry !== null}
      onCancel={onClose}
      title={entry ? t('stock.link.title', { name: entry.product_name }) : ''}
      footer={null}
      destroyOnHidden
    >
      {/* Each product's dialog starts from the campaign last copied. */}
      {entry && <LinkForm key={entry.id_transaction} entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ entry, onClose }: { entry: StockEntry; onClose: () => void }) {
  const { t } = useT('backoffice');
  const [campaign, setCampaign] = useState<Campaign>(remembered);
  const link = productLink(entry, campaign);

  const copy = async () => {
    localStorage.setItem(REMEMBERED, JSON.stringify(campaign));
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('stock.link.copied'), { duration: TOAST_MS.backoffice });
      onClose();
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the link stays to copy by hand.
      const box = document.getElementById('product-link-address') as HTMLInputElement | null;
      box?.select();
      toast.error(t('stock.link.copyByHand'), { duration: TOAST_MS.backofficeLong });
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('stock.link.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {CAMPAIGN_PARAMETERS.map((name) => (
          <Form.Item
            key={name}
            label={t(`stock.link.fields.${name}`)}
            htmlFor={`product-link-${name}`}
            style={{ marginBottom: 12 }}
          >
            <Input
              id={`product-link-${name}`}
              value={campaign[name] ?? ''}
              maxLength={CAMPAIGN_VALUE_MAX}
              placeholder={PLACEHOLDERS[name]}
              autoComplete="off"
              onChange={(event) => setCampaign((now) => ({ ...now, [name]: event.target.value }))}
              onPressEnter={() => void copy()}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('stock.link.address')} htmlFor="product-link-address">
          <Input id="product-link-address" value={link} readOnly />
        </Form.Item>
      </Form>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('stock.link.close')}</Button>
        <Button type="primary" onClick={() => void copy()}>
          {t('stock.link.copy')}
        </Button>
      </Flex>
    </>
  );
}
