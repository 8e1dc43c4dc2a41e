import { useState } from 'react';
import type { StaffMember } from '@poshak/shared-api';
import { staffPasswordBody } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useStaffMutations } from '../api/use-staff';

/**
 * The new password the admin types for `member`, checked by the server's own rule first; what is
 * wrong with it (or the server's refusal) is said under it, and closing forgets both.
 */
export function usePasswordReset(member: StaffMember | null, onClose: () => void) {
  const { t } = useT('backoffice');
  const { resetPassword } = useStaffMutations();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const type = (typed: string) => {
    setPassword(typed);
    setProblem(null);
  };
  const close = () => {
    setPassword('');
    setProblem(null);
    onClose();
  };
  const save = async () => {
    if (!member) return;
    const checked = staffPasswordBody.shape.password.safeParse(password);
    if (!checked.success) {
      setProblem(t(password === '' ? 'form.passwordRequired' : 'form.passwordMin'));
      return;
    }
    try {
      await resetPassword.mutateAsync({ id: member.id, password });
      toast.success(t('staff.passwordReset', { name: member.username }), {
        duration: TOAST_MS.backoffice,
      });
      close();
    } catch (error) {
      setProblem(t('staff.failed', { reason: errorText(error) }));
    }
  };

  return { password, type, problem, save, saving: resetPassword.isPending, close };
}
