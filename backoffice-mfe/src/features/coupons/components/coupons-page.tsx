import { useState } from 'react';
import { App, Button, Card, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Coupon, CouponStatus } from '@poshak/shared-api';
import { couponStatus } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useCouponMutations, useCoupons } from '../api/use-coupons';
import { CouponDialog } from './coupon-dialog';
import { PageTitle } from '../../../components/page-title';
import { usePageNumbers } from '../../../lib/page-numbers';

const STATUS_TONES: Record<CouponStatus, Tone> = {
  Scheduled: 'blue',
  Active: 'green',
  Expired: 'grey',
};

/** Coupons (spec §2; saved on the server, unlike the spec's unfinished page). */
export function CouponsPage() {
  const { t } = useT('backoffice');
  const pageNumbers = usePageNumbers();
  const [language] = useLanguage();
  const { modal } = App.useApp();
  const coupons = useCoupons();
  const { remove } = useCouponMutations();
  const { readOnlyReason } = usePermission('coupons');
  // undefined: closed; null: a new coupon; otherwise the coupon being edited.
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  // Today in Dhaka, as the server counts it, wherever the browser is (not its own zone's date).
  const day = shopDay();

  const erase = async (coupon: Coupon) => {
    const confirmed = await modal.confirm({
      title: t('coupons.confirmDelete'),
      content: `${coupon.name} (${coupon.code})`,
      okText: t('coupons.delete'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(coupon.id_coupon);
      toast.success(t('coupons.deleted'), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('coupons.deleteFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };

  const columns: TableColumnsType<Coupon> = [
    {
      key: 'name',
      title: t('coupons.columns.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { key: 'code', title: t('coupons.columns.code'), dataIndex: 'code' },
    {
      key: 'status',
      title: t('coupons.columns.status'),
      render: (_, c) => {
        // The API's rule on today's Dhaka date, so a page left open past midnight moves on too.
        const status = couponStatus(c.start_day, c.end_day, day);
        return <ToneTag tone={STATUS_TONES[status]}>{t(`coupons.status.${status}`)}</ToneTag>;
      },
    },
    {
      key: 'discount',
      title: t('coupons.columns.discount'),
      align: 'right',
      render: (_, c) =>
        c.discount_kind === 'amount'
          ? formatTaka(c.discount_value, language)
          : t('coupons.percentValue', { value: c.discount_value }),
    },
    {
      key: 'uses',
      title: t('coupons.columns.uses'),
      render: (_, c) => (
        <>
          {c.max_uses === null
            ? t('coupons.usesNoLimit', { uses: c.uses })
            : t('coupons.usesOf', { uses: c.uses, max: c.max_uses })}
          {c.max_uses_per_phone !== null && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('coupons.perPhone', { count: c.max_uses_per_phone })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'start',
      title: t('coupons.columns.startDay'),
      dataIndex: 'start_day',
      sorter: (a, b) => a.start_day.localeCompare(b.start_day),
    },
    {
      key: 'end',
      title: t('coupons.columns.endDay'),
      dataIndex: 'end_day',
      sorter: (a, b) => a.end_day.localeCompare(b.end_day),
    },
    {
      key: 'actions',
      title: t('coupons.columns.actions'),
      render: (_, c) => (
        <Flex gap={4}>
          <Tooltip title={readOnlyReason}>
            <Button
              size="small"
              disabled={!!readOnlyReason}
              onClick={() => setEditing(c)}
              aria-label={`${t('coupons.edit')} ${c.code}`}
            >
              {t('coupons.edit')}
            </Button>
          </Tooltip>
          <Tooltip title={readOnlyReason}>
            <Button
              size="small"
              danger
              disabled={!!readOnlyReason}
              onClick={() => void erase(c)}
              aria-label={`${t('coupons.delete')} ${c.code}`}
            >
              {t('coupons.delete')}
            </Button>
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={<PageTitle>{t('coupons.title')}</PageTitle>}
      extra={
        <Tooltip title={readOnlyReason}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!!readOnlyReason}
            onClick={() => setEditing(null)}
          >
            {t('coupons.addNew')}
          </Button>
        </Tooltip>
      }
    >
      {coupons.isError ? (
        <ErrorState message={errorText(coupons.error)} onRetry={() => void coupons.refetch()} />
      ) : (
        <Table<Coupon>
          rowKey="id_coupon"
          columns={columns}
          dataSource={coupons.data}
          loading={coupons.isPending}
          // In words that keep AA contrast (antd's placeholder grey does not, once the table is
          // wide enough to scroll sideways).
          locale={{
            emptyText: <Typography.Text type="secondary">{t('coupons.empty')}</Typography.Text>,
          }}
          pagination={{ defaultPageSize: 10, ...pageNumbers }}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      )}
      {editing !== undefined && (
        <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
