import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { usePermission, type Area } from '../lib/permissions';

/** A page the user's role may not read says so plainly instead of failing on every call. */
export function RoleGate({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useT('backoffice');
  const { canRead, roles } = usePermission(area);
  if (canRead) return <>{children}</>;
  return <Result status="403" title="403" subTitle={t('access.pageDenied', { roles })} />;
}
