import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Modal, Radio, Spin, Typography } from 'antd';
import type { CourierBookingOutcome, CourierBookingResult, CourierName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { errorText } from '../../../lib/error-text';
import { useBookWithCourier, useCouriers } from '../api/use-couriers';
import { useAreaName } from '../area-name';
import { outcomeKind, useCourierName, useCourierReason } from '../courier-texts';

interface Props {
  open: boolean;
  /** The chosen orders, newest first. */
  invoices: readonly number[];
  /** How many of them this page shows in another status than Ready-To-Shift (the server refuses those). */
  notReady: number;
  onClose: () => void;
}

const KIND_TONES: Record<ReturnType<typeof outcomeKind>, Tone> = {
  queued: 'green',
  alreadyBooked: 'blue',
  refused: 'red',
};

/**
 * "Book with courier": the chosen orders with one of the couriers set up, in one request; then
 * what became of each order — queued, already booked (never twice), or refused with the reason
 * in the reader's words (an unmapped area with a link to map it).
 */
export function BookingDialog({ open, invoices, notReady, onClose }: Props) {
  const { t } = useT('backoffice');
  const couriers = useCouriers();
  const book = useBookWithCourier();
  const name = useCourierName();
  const [picked, setPicked] = useState<CourierName | null>(null);
  const [ran, setRan] = useState<{ courier: CourierName; result: CourierBookingResult } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const configured = (couriers.data?.items ?? []).filter((c) => c.configured);
  const courier = picked ?? configured[0]?.courier ?? null;
  const count = invoices.length;

  const [submit, submitting] = useSingleFlight(async () => {
    if (!courier) return;
    setFailure(null);
    try {
      const result = await book.mutateAsync({ courier, invoices });
      setRan({ courier, result });
    } catch (error) {
      setFailure(t('couriers.book.failed', { reason: errorText(error) }));
    }
  });
  const close = () => {
    setRan(null);
    setFailure(null);
    onClose();
  };

  const footer = ran ? (
    <Button type="primary" onClick={close}>
      {t('couriers.book.close')}
    </Button>
  ) : (
    <Flex gap={8} justify="end">
      <Button onClick={close}>{t('couriers.book.cancel')}</Button>
      <Button
        type="primary"
        disabled={!courier || count === 0}
        loading={submitting}
        onClick={() => void submit()}
      >
        {t('couriers.book.submit')}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={t('couriers.book.title', { count })}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      {ran ? (
        <BookingResult courier={ran.courier} result={ran.result} onLeave={close} />
      ) : couriers.isError ? (
        <ErrorState message={errorText(couriers.error)} onRetry={() => void couriers.refetch()} />
      ) : !couriers.data ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          {configured.length === 0 && <Alert type="warning" title={t('couriers.book.noneSetUp')} />}
          <Radio.Group
            aria-label={t('couriers.book.courier')}
            value={courier}
            onChange={(e) => setPicked(e.target.value as CourierName)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={couriers.data.items.map((c) => ({
              value: c.courier,
              disabled: !c.configured,
              label: c.configured
                ? name(c.courier)
                : t('couriers.book.notSetUp', { courier: name(c.courier) }),
            }))}
          />
          {notReady > 0 && (
            <Alert type="info" showIcon title={t('couriers.book.notReady', { count: notReady })} />
          )}
          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        </Flex>
      )}
    </Modal>
  );
}

function BookingResult({
  courier,
  result,
  onLeave,
}: {
  courier: CourierName;
  result: CourierBookingResult;
  onLeave: () => void;
}) {
  const { t } = useT('backoffice');
  const name = useCourierName();
  const reason = useCourierReason();
  const areaName = useAreaName();
  const already = result.outcomes.filter((o) => outcomeKind(o) === 'alreadyBooked').length;
  const text = (outcome: CourierBookingOutcome) => {
    const kind = outcomeKind(outcome);
    if (kind === 'queued') return t('couriers.book.queuedText');
    if (!outcome.code) return outcome.message_en;
    // An order booked before keeps its first courier, which may not be the one asked now.
    const bookedWith = outcome.booking?.courier ?? courier;
    const area = outcome.area && areaName(outcome.area.id_shipping, outcome.area.shipping_name);
    return reason(outcome.code, bookedWith, area);
  };
  return (
    <Flex vertical gap={12}>
      <Alert
        type={result.refused > 0 ? 'warning' : 'success'}
        showIcon
        role="status"
        data-testid="booking-result"
        title={t('couriers.book.result', {
          courier: name(courier),
          queued: result.queued,
          already,
          refused: result.refused,
        })}
      />
      <Typography.Text strong>{t('couriers.book.outcomes')}</Typography.Text>
      <ul
        aria-label={t('couriers.book.outcomes')}
        style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
      >
        {result.outcomes.map((outcome) => {
          const kind = outcomeKind(outcome);
          return (
            <li
              key={outcome.invoice_no}
              data-testid="booking-outcome"
              style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}
            >
              <Flex gap={8} wrap align="baseline">
                <Typography.Text strong>
                  {t('couriers.book.invoice', { invoice: outcome.invoice_no })}
                </Typography.Text>
                <ToneTag tone={KIND_TONES[kind]}>{t(`couriers.book.${kind}`)}</ToneTag>
                <span>{text(outcome)}</span>
                {outcome.booking?.tracking_code && (
                  <Typography.Text code>{outcome.booking.tracking_code}</Typography.Text>
                )}
                {outcome.code === 'area_not_mapped' && outcome.area && (
                  <Link
                    to={paths.admin.courierArea(courier, outcome.area.id_shipping)}
                    onClick={onLeave}
                  >
                    {t('couriers.book.mapArea', {
                      area: areaName(outcome.area.id_shipping, outcome.area.shipping_name),
                    })}
                  </Link>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
