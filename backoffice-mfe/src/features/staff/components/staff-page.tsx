import { useState, type ReactNode } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ROLES, type Role, type StaffMember, type WaitingSignup } from '@poshak/shared-api';
import { staffPasswordBody } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useSessionUser } from '../../../lib/use-session-user';
import { useStaffDirectory, useStaffMutations } from '../api/use-staff';

/** The new password the admin types for someone, checked by the server's own rule first. */
function PasswordDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useT('backoffice');
  const { resetPassword } = useStaffMutations();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
  return (
    <Modal
      open={member !== null}
      title={member ? t('staff.resetPasswordOf', { name: member.username }) : ''}
      okText={t('staff.savePassword')}
      cancelText={t('staff.cancel')}
      onOk={() => void save()}
      confirmLoading={resetPassword.isPending}
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
            onChange={(e) => {
              setPassword(e.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Staff (admins): every account with its role and last sign-in, and the sign-up codes waiting.
 * A new role, a new password or removal ends the person's sessions at once (the server does it)
 * and is recorded in the audit log under the admin's name.
 */
export function StaffPage() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const { modal } = App.useApp();
  const me = useSessionUser();
  const directory = useStaffDirectory();
  const { setRole, remove } = useStaffMutations();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  // On a phone each account and each waiting sign-up is a card: a table's side-scroll hid the
  // role past its first letters, and the last sign-in and the actions out of sight.
  const phone = !Grid.useBreakpoint().md;
  const when = (iso: string) => DHAKA_TIME[language].format(new Date(iso));
  const roleName = (role: Role) => t(`signup.roles.${role}`);

  const changeRole = async (member: StaffMember, role: Role) => {
    try {
      await setRole.mutateAsync({ id: member.id, role });
      toast.success(t('staff.roleChanged', { name: member.username, role: roleName(role) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('staff.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
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
      toast.success(t('staff.removed', { name: member.username }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('staff.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };

  const who = (m: StaffMember) => (
    <Flex vertical>
      <Typography.Text strong>
        {m.username}
        {m.id === me?.id && ` ${t('staff.you')}`}
      </Typography.Text>
      <Typography.Text type="secondary">{m.email}</Typography.Text>
    </Flex>
  );
  const roleSelect = (m: StaffMember) => (
    <Select<Role>
      value={m.role}
      aria-label={t('staff.roleOf', { name: m.username })}
      onChange={(role) => void changeRole(m, role)}
      disabled={setRole.isPending}
      options={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
      style={{ width: phone ? '100%' : 150 }}
    />
  );
  const lastSignIn = (m: StaffMember) =>
    m.last_sign_in_at ? when(m.last_sign_in_at) : t('staff.never');
  const actions = (m: StaffMember) => (
    <Flex wrap gap={8}>
      <Button
        onClick={() => setResetting(m)}
        aria-label={t('staff.resetPasswordOf', { name: m.username })}
      >
        {t('staff.resetPassword')}
      </Button>
      <Button
        danger
        onClick={() => void erase(m)}
        aria-label={t('staff.removeOf', { name: m.username })}
      >
        {t('staff.remove')}
      </Button>
    </Flex>
  );

  const columns: TableColumnsType<StaffMember> = [
    { key: 'username', title: t('staff.columns.username'), render: (_, m) => who(m) },
    { key: 'role', title: t('staff.columns.role'), width: 170, render: (_, m) => roleSelect(m) },
    {
      key: 'lastSignIn',
      title: t('staff.columns.lastSignIn'),
      width: 190,
      render: (_, m) => lastSignIn(m),
    },
    { key: 'actions', title: t('staff.columns.actions'), render: (_, m) => actions(m) },
  ];

  const waitingColumns: TableColumnsType<WaitingSignup> = [
    { key: 'email', title: t('staff.waitingColumns.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('staff.waitingColumns.role'),
      render: (_, w) => roleName(w.role),
    },
    {
      key: 'asked',
      title: t('staff.waitingColumns.asked'),
      render: (_, w) => when(w.created_at),
    },
    {
      key: 'expires',
      title: t('staff.waitingColumns.expires'),
      render: (_, w) => when(w.expires_at),
    },
  ];

  if (directory.isError) {
    return (
      <ErrorState message={errorText(directory.error)} onRetry={() => void directory.refetch()} />
    );
  }
  const cardStyles = phone ? { body: { padding: 12 } } : undefined;
  return (
    <Flex vertical gap={16}>
      <Card title={<PageTitle>{t('staff.title')}</PageTitle>} styles={cardStyles}>
        <Typography.Paragraph type="secondary">{t('staff.intro')}</Typography.Paragraph>
        {phone ? (
          <PhoneCards
            label={t('staff.title')}
            items={(directory.data?.accounts ?? []).map((m) => ({
              key: String(m.id),
              name: m.username,
              content: (
                <>
                  {who(m)}
                  <Field label={t('staff.columns.role')}>{roleSelect(m)}</Field>
                  <Field label={t('staff.columns.lastSignIn')}>{lastSignIn(m)}</Field>
                  {actions(m)}
                </>
              ),
            }))}
          />
        ) : (
          <Table<StaffMember>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={directory.data?.accounts}
            loading={directory.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      <Card title={<PageTitle level={2}>{t('staff.waiting')}</PageTitle>} styles={cardStyles}>
        <Typography.Paragraph type="secondary">{t('staff.waitingIntro')}</Typography.Paragraph>
        {phone ? (
          (directory.data?.waiting_signups.length ?? 0) === 0 ? (
            <Typography.Text type="secondary">{t('staff.noneWaiting')}</Typography.Text>
          ) : (
            <PhoneCards
              label={t('staff.waiting')}
              items={(directory.data?.waiting_signups ?? []).map((w) => ({
                key: `${w.email} ${w.created_at}`,
                name: w.email,
                content: (
                  <>
                    <Typography.Text strong>{w.email}</Typography.Text>
                    <Field label={t('staff.waitingColumns.role')}>{roleName(w.role)}</Field>
                    <Field label={t('staff.waitingColumns.asked')}>{when(w.created_at)}</Field>
                    <Field label={t('staff.waitingColumns.expires')}>{when(w.expires_at)}</Field>
                  </>
                ),
              }))}
            />
          )
        ) : (
          <Table<WaitingSignup>
            rowKey={(w) => `${w.email} ${w.created_at}`}
            size="small"
            columns={waitingColumns}
            dataSource={directory.data?.waiting_signups}
            loading={directory.isPending}
            pagination={false}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">{t('staff.noneWaiting')}</Typography.Text>
              ),
            }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      <PasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </Flex>
  );
}

/** A labelled value on a phone's card: the label above, as the table's header would be. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div>{children}</div>
    </Flex>
  );
}

/** The phone's list of cards, each named after who or what it is. */
function PhoneCards({
  label,
  items,
}: {
  label: string;
  items: { key: string; name: string; content: ReactNode }[];
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li
          key={item.key}
          aria-label={item.name}
          style={{
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            padding: 12,
            marginBottom: 12,
          }}
        >
          <Flex vertical gap={10}>
            {item.content}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
