import { Alert, Button, Flex, Typography } from 'antd';
import type { OrderDetail } from '@poshak/shared-api';
import { riskLevel } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatWholeNumber } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ToneTag } from '../../../components/tone-tag';
import { errorText } from '../../../lib/error-text';
import { RISK_TONES } from '../../../lib/risk-tone';
import { usePhoneRisk, useReleaseHold } from '../api/use-order-risk';

/**
 * An order's hold (a blocked number, a risk above the owner's rule) with its reason and the
 * release after the call, and the risk of its number now (docs/risk.md). Staff only.
 */
export function OrderRisk({
  order,
  readOnlyReason,
}: {
  order: OrderDetail;
  readOnlyReason: string | null;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const count = (n: number) => formatWholeNumber(n, language);
  const risk = usePhoneRisk(order.customer_phone);
  const release = useReleaseHold();
  const [onRelease, releasing] = useSingleFlight(async () => {
    try {
      await release.mutateAsync(order.invoice_no);
      toast.success(t('risk.releasedToast', { invoice: count(order.invoice_no) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const held = order.hold_kind ?? null;
  const heldText =
    held === 'blocked'
      ? t('risk.heldBlocked', { reason: order.hold_reason ?? '' })
      : t('risk.heldRisk', { score: count(order.hold_score ?? 0) });
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="order-risk">
      {held &&
        (order.hold_released_at ? (
          <Alert
            type="info"
            showIcon
            title={heldText}
            description={t('risk.released', { by: order.hold_released_by ?? '—' })}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={heldText}
            action={
              <Button
                size="small"
                onClick={() => void onRelease()}
                loading={releasing}
                disabled={!!readOnlyReason}
                title={readOnlyReason ?? undefined}
              >
                {t('risk.release')}
              </Button>
            }
          />
        ))}
      {risk.data && (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{t('risk.title')}</Typography.Text>
          <ToneTag tone={RISK_TONES[riskLevel(risk.data)]} data-score={risk.data.score}>
            {t('risk.score', { score: count(risk.data.score) })}
          </ToneTag>
          <Typography.Text type="secondary">
            {t('risk.counts', {
              orders: count(risk.data.orders),
              delivered: count(risk.data.delivered),
              refused: count(risk.data.refused),
              returned: count(risk.data.returned),
            })}
          </Typography.Text>
          {risk.data.blocked && (
            <ToneTag tone="red">{t('risk.blocked', { reason: risk.data.blocked.reason })}</ToneTag>
          )}
          {risk.data.advance_fee_required && <ToneTag tone="amber">{t('risk.advanceFee')}</ToneTag>}
        </Flex>
      )}
    </Flex>
  );
}
