import { Card, Table, Typography, type CardProps, type TableColumnsType } from 'antd';
import type { WaitingSignup } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { useStaffFormat } from '../hooks/use-staff-format';
import { Field, PhoneCards } from './phone-cards';

interface WaitingSignupsSectionProps {
  waiting: WaitingSignup[] | undefined;
  loading: boolean;
  phone: boolean;
  cardStyles: CardProps['styles'];
}

const keyOf = (w: WaitingSignup) => `${w.email} ${w.created_at}`;

/** The sign-up codes mailed and not used yet: a table, or a card each on a phone. */
export function WaitingSignupsSection({
  waiting,
  loading,
  phone,
  cardStyles,
}: WaitingSignupsSectionProps) {
  const { t } = useT('backoffice');
  const { when, roleName } = useStaffFormat();
  const none = <Typography.Text type="secondary">{t('staff.noneWaiting')}</Typography.Text>;
  const columns: TableColumnsType<WaitingSignup> = [
    { key: 'email', title: t('staff.waitingColumns.email'), dataIndex: 'email' },
    { key: 'role', title: t('staff.waitingColumns.role'), render: (_, w) => roleName(w.role) },
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

  return (
    <Card title={<PageTitle level={2}>{t('staff.waiting')}</PageTitle>} styles={cardStyles}>
      <Typography.Paragraph type="secondary">{t('staff.waitingIntro')}</Typography.Paragraph>
      {phone ? (
        (waiting?.length ?? 0) === 0 ? (
          none
        ) : (
          <PhoneCards
            label={t('staff.waiting')}
            items={(waiting ?? []).map((w) => ({
              key: keyOf(w),
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
          rowKey={keyOf}
          size="small"
          columns={columns}
          dataSource={waiting}
          loading={loading}
          pagination={false}
          locale={{ emptyText: none }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
