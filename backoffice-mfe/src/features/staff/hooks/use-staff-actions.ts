import { App } from 'antd';
import type { Role, StaffMember } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useStaffMutations } from '../api/use-staff';
import { useStaffFormat } from './use-staff-format';

export interface StaffActions {
  changeRole: (member: StaffMember, role: Role) => Promise<void>;
  /** A role change is on its way: the role lists wait for it. */
  changingRole: boolean;
  /** Removes the account once the admin confirms. */
  erase: (member: StaffMember) => Promise<void>;
}

const done = { duration: TOAST_MS.backoffice };
const failed = { duration: TOAST_MS.backofficeLong };

/** An account's new role and its removal, each with the outcome's toast. */
export function useStaffActions(): StaffActions {
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  const { setRole, remove } = useStaffMutations();
  const { roleName } = useStaffFormat();

  const changeRole = async (member: StaffMember, role: Role) => {
    try {
      await setRole.mutateAsync({ id: member.id, role });
      toast.success(t('staff.roleChanged', { name: member.username, role: roleName(role) }), done);
    } catch (error) {
      toast.error(t('staff.failed', { reason: errorText(error) }), failed);
    }
  };

  const erase = async (member: StaffMember) => {
    const confirmed = await modal.confirm({
      title: t('staff.removeOf', { name: member.username }),
      content: t('staff.confirmRemove'),
      okText: t('staff.remove'),
      cancelText: t('staff.cancel'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('staff.removed', { name: member.username }), done);
    } catch (error) {
      toast.error(t('staff.failed', { reason: errorText(error) }), failed);
    }
  };

  return { changeRole, changingRole: setRole.isPending, erase };
}
