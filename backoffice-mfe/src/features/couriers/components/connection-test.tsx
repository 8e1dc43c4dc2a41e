import { Alert, Button, Tooltip } from 'antd';
import type { CourierInfo, CourierName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { usePermission } from '../../../lib/permissions';
import { useCourierName, useCourierReason } from '../courier-texts';
import type { ConnectionTestOutcome } from '../hooks/use-connection-tests';

function OutcomeAlert({
  courier,
  outcome,
}: {
  courier: CourierName;
  outcome: ConnectionTestOutcome;
}) {
  const { t } = useT('backoffice');
  const because = useCourierReason();
  const ok = typeof outcome !== 'string' && outcome.ok;
  // A refusal's code in the reader's words; the courier's own answer as it came.
  const reason =
    typeof outcome === 'string'
      ? outcome
      : !outcome.ok && outcome.code
        ? because(outcome.code, courier)
        : outcome.message;
  return (
    <Alert
      type={ok ? 'success' : 'error'}
      showIcon
      role="status"
      style={{ marginTop: 6 }}
      title={ok ? t('couriers.testOk', { message: reason }) : t('couriers.testFailed', { reason })}
    />
  );
}

/** A courier's connection test (admins only) and what it last came to. */
export function ConnectionTest({
  courier,
  outcome,
  running,
  onRun,
}: {
  courier: CourierInfo;
  outcome: ConnectionTestOutcome | undefined;
  running: boolean;
  onRun: () => void;
}) {
  const { t } = useT('backoffice');
  const name = useCourierName();
  const testing = usePermission('courierConnection');
  return (
    <div style={{ maxWidth: 320 }}>
      <Tooltip title={testing.canWrite ? null : t('couriers.testAdminsOnly')}>
        <Button
          aria-label={t('couriers.testOf', { courier: name(courier.courier) })}
          disabled={!courier.configured || !testing.canWrite}
          loading={running}
          onClick={onRun}
        >
          {t('couriers.test')}
        </Button>
      </Tooltip>
      {outcome !== undefined && <OutcomeAlert courier={courier.courier} outcome={outcome} />}
    </div>
  );
}
