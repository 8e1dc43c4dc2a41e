import { useState } from 'react';
import { Flex, Grid } from 'antd';
import type { StaffMember } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useStaffDirectory } from '../api/use-staff';
import { useStaffActions } from '../hooks/use-staff-actions';
import { AccountsSection } from './accounts-section';
import { PasswordDialog } from './password-dialog';
import { WaitingSignupsSection } from './waiting-signups-section';

/**
 * Staff (admins): every account with its role and last sign-in, and the sign-up codes waiting.
 * A new role, a new password or removal ends the person's sessions at once (the server does it)
 * and is recorded in the audit log under the admin's name.
 */
export function StaffPage() {
  const directory = useStaffDirectory();
  const actions = useStaffActions();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  // On a phone each account and each waiting sign-up is a card: a table's side-scroll hid the
  // role past its first letters, and the last sign-in and the actions out of sight.
  const phone = !Grid.useBreakpoint().md;

  if (directory.isError) {
    return (
      <ErrorState message={errorText(directory.error)} onRetry={() => void directory.refetch()} />
    );
  }
  const shared = {
    loading: directory.isPending,
    phone,
    cardStyles: phone ? { body: { padding: 12 } } : undefined,
  };
  return (
    <Flex vertical gap={16}>
      <AccountsSection
        {...shared}
        accounts={directory.data?.accounts}
        actions={actions}
        onResetPassword={setResetting}
      />
      <WaitingSignupsSection {...shared} waiting={directory.data?.waiting_signups} />
      <PasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </Flex>
  );
}
