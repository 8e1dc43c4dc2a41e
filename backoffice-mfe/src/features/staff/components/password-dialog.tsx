import { Form, Input, Modal } from 'antd';
import type { StaffMember } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { usePasswordReset } from '../hooks/use-password-reset';

/** The new password the admin types for someone; open while `member` is set. */
export function PasswordDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useT('backoffice');
  const { password, type, problem, save, saving, close } = usePasswordReset(member, onClose);
  return (
    <Modal
      open={member !== null}
      title={member ? t('staff.resetPasswordOf', { name: member.username }) : ''}
      okText={t('staff.savePassword')}
      cancelText={t('staff.cancel')}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label={t('staff.newPassword')}
          htmlFor="staff-new-password"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? t('staff.passwordHint')}
        >
          <Input.Password
            id="staff-new-password"
            value={password}
            autoComplete="new-password"
            onChange={(e) => type(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
