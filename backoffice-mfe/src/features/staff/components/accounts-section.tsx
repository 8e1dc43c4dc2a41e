import { Card, Table, Typography, type CardProps, type TableColumnsType } from 'antd';
import type { StaffMember } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import type { StaffActions } from '../hooks/use-staff-actions';
import { AccountButtons, AccountName, LastSignIn, RoleSelect } from './account-parts';
import { Field, PhoneCards } from './phone-cards';

interface AccountsSectionProps {
  accounts: StaffMember[] | undefined;
  loading: boolean;
  phone: boolean;
  cardStyles: CardProps['styles'];
  actions: StaffActions;
  onResetPassword: (member: StaffMember) => void;
}

/** Every account with its role, last sign-in and buttons: a table, or a card each on a phone. */
export function AccountsSection({
  accounts,
  loading,
  phone,
  cardStyles,
  actions,
  onResetPassword,
}: AccountsSectionProps) {
  const { t } = useT('backoffice');
  const buttons = (m: StaffMember) => (
    <AccountButtons member={m} actions={actions} onResetPassword={onResetPassword} />
  );
  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'username',
      title: t('staff.columns.username'),
      render: (_, m) => <AccountName member={m} />,
    },
    {
      key: 'role',
      title: t('staff.columns.role'),
      width: 170,
      render: (_, m) => <RoleSelect member={m} actions={actions} wide={false} />,
    },
    {
      key: 'lastSignIn',
      title: t('staff.columns.lastSignIn'),
      width: 190,
      render: (_, m) => <LastSignIn member={m} />,
    },
    { key: 'actions', title: t('staff.columns.actions'), render: (_, m) => buttons(m) },
  ];

  return (
    <Card title={<PageTitle>{t('staff.title')}</PageTitle>} styles={cardStyles}>
      <Typography.Paragraph type="secondary">{t('staff.intro')}</Typography.Paragraph>
      {phone ? (
        <PhoneCards
          label={t('staff.title')}
          items={(accounts ?? []).map((m) => ({
            key: String(m.id),
            name: m.username,
            content: (
              <>
                <AccountName member={m} />
                <Field label={t('staff.columns.role')}>
                  <RoleSelect member={m} actions={actions} wide />
                </Field>
                <Field label={t('staff.columns.lastSignIn')}>
                  <LastSignIn member={m} />
                </Field>
                {buttons(m)}
              </>
            ),
          }))}
        />
      ) : (
        <Table<StaffMember>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={accounts}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
