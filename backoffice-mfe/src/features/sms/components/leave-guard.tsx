import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Modal } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * Asks before the page is left while `unsaved` wordings have changes: another back-office page
 * (the router's blocker, answered in a dialog) or the tab closed or reloaded (the browser's own
 * question; it shows no text of ours).
 */
export function LeaveGuard({ unsaved }: { unsaved: number }) {
  const { t } = useT('backoffice');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (unsaved === 0) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('sms.leaveTitle')}
      okText={t('sms.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('sms.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('sms.leaveBody', { count: unsaved })}
    </Modal>
  );
}
