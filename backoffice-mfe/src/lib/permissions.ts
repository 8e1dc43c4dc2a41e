import { useT } from '@poshak/shared-ui/i18n';
import { canRead, canWrite, type Area } from './access';
import { useSessionUser } from './use-session-user';

/** What the signed-in member may do in an area (the matrix: ./access), as a page shows it. */
export interface Permission {
  canRead: boolean;
  canWrite: boolean;
  /** The user's roles as shown in messages, e.g. "moderator". */
  roles: string;
  /** Shown where a change is refused, or null when the user may change things. */
  readOnlyReason: string | null;
}

export function usePermission(area: Area): Permission {
  const user = useSessionUser();
  const { t } = useT('backoffice');
  const roles = user?.roles.join(', ') ?? '';
  const write = canWrite(user, area);
  return {
    canRead: canRead(user, area),
    canWrite: write,
    roles,
    readOnlyReason: write ? null : t('access.readOnly', { roles }),
  };
}
