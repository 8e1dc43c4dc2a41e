import { Button, Flex, Select, Typography } from 'antd';
import { ROLES, type Role, type StaffMember } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useSessionUser } from '../../../lib/use-session-user';
import { useStaffFormat } from '../hooks/use-staff-format';
import type { StaffActions } from '../hooks/use-staff-actions';

/** Who an account is (the signed-in admin's own marked), and their e-mail. */
export function AccountName({ member: m }: { member: StaffMember }) {
  const { t } = useT('backoffice');
  const me = useSessionUser();
  return (
    <Flex vertical>
      <Typography.Text strong>
        {m.username}
        {m.id === me?.id && ` ${t('staff.you')}`}
      </Typography.Text>
      <Typography.Text type="secondary">{m.email}</Typography.Text>
    </Flex>
  );
}

/** An account's role, changed as soon as another is picked. */
export function RoleSelect({
  member: m,
  actions,
  wide,
}: {
  member: StaffMember;
  actions: StaffActions;
  /** As wide as its card (a phone's), rather than a column's width. */
  wide: boolean;
}) {
  const { t } = useT('backoffice');
  const { roleName } = useStaffFormat();
  return (
    <Select<Role>
      value={m.role}
      aria-label={t('staff.roleOf', { name: m.username })}
      onChange={(role) => void actions.changeRole(m, role)}
      disabled={actions.changingRole}
      options={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
      style={{ width: wide ? '100%' : 150 }}
    />
  );
}

/** When an account last signed in, or Never. */
export function LastSignIn({ member: m }: { member: StaffMember }) {
  const { t } = useT('backoffice');
  const { when } = useStaffFormat();
  return <>{m.last_sign_in_at ? when(m.last_sign_in_at) : t('staff.never')}</>;
}

/** Reset password and Remove, each naming the account. */
export function AccountButtons({
  member: m,
  actions,
  onResetPassword,
}: {
  member: StaffMember;
  actions: StaffActions;
  onResetPassword: (member: StaffMember) => void;
}) {
  const { t } = useT('backoffice');
  return (
    <Flex wrap gap={8}>
      <Button
        onClick={() => onResetPassword(m)}
        aria-label={t('staff.resetPasswordOf', { name: m.username })}
      >
        {t('staff.resetPassword')}
      </Button>
      <Button
        danger
        onClick={() => void actions.erase(m)}
        aria-label={t('staff.removeOf', { name: m.username })}
      >
        {t('staff.remove')}
      </Button>
    </Flex>
  );
}
