import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import type { Area } from '../lib/access';
import { usePermission } from '../lib/permissions';

const PageDenied = lazy(() => import('./page-denied'));

/** A page the user's role may not read says so plainly instead of failing on every call. */
export function RoleGate({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useT('backoffice');
  const { canRead, roles } = usePermission(area);
  if (canRead) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <PageDenied reason={t('access.pageDenied', { roles })} />
    </Suspense>
  );
}
