import { Alert, Typography } from 'antd';
import { ORDER_STATUS_NAMES, orderStatusId, orderStatusName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { BulkRan } from '../api/use-bulk-run';
import { bulkRefusal } from '../bulk-refusal';

/** A status's id from the English name a refusal names it by (undefined: unknown). */
function orderStatusIdOf(name: string): number | undefined {
  const known = ORDER_STATUS_NAMES.find((status) => status === name);
  return known ? orderStatusId(known) : undefined;
}

/** A status's name in the reader's language, by its id. */
export function useStatusText() {
  const { t } = useT('backoffice');
  return (id: number | undefined) => {
    const name = id === undefined ? undefined : orderStatusName(id);
    return name ? t(`orders.statuses.${name}`) : String(id ?? '');
  };
}

/** What a bulk action came to: how many done and refused, and each refusal with its reason. */
export function BulkResult({ ran, onClose }: { ran: BulkRan; onClose: () => void }) {
  const { t } = useT('backoffice');
  const statusText = useStatusText();
  const refusals = ran.result.outcomes.filter((o) => !o.ok);
  const reasonOf = (outcome: (typeof refusals)[number]) => {
    const refusal = bulkRefusal(outcome);
    if (!refusal) return outcome.message;
    const status = statusText(ran.statusId);
    switch (refusal.key) {
      case 'already':
        return t('orders.bulk.reasons.already', {
          status: statusText(orderStatusIdOf(refusal.status)),
        });
      case 'move':
        return t('orders.bulk.reasons.move', {
          from: statusText(orderStatusIdOf(refusal.from)),
          status,
        });
      default:
        return t(`orders.bulk.reasons.${refusal.key}`, { status });
    }
  };
  return (
    <Alert
      type={refusals.length ? 'warning' : 'success'}
      showIcon
      closable={{ 'aria-label': t('orders.bulk.dismiss') }}
      onClose={onClose}
      data-testid="bulk-result"
      title={t('orders.bulk.result', {
        action: t(`orders.bulk.actions.${ran.action}`, { status: statusText(ran.statusId) }),
        done: ran.result.done,
        refused: ran.result.refused,
      })}
      description={
        refusals.length > 0 && (
          <>
            <Typography.Text strong>{t('orders.bulk.refusedTitle')}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {refusals.map((outcome) => (
                <li key={outcome.invoice_no}>
                  {t('orders.bulk.refusal', {
                    invoice: outcome.invoice_no,
                    reason: reasonOf(outcome),
                  })}
                </li>
              ))}
            </ul>
          </>
        )
      }
    />
  );
}
