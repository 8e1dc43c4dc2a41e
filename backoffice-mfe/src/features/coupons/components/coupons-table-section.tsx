import { Table, Typography } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { useT } from '@poshak/shared-ui/i18n';
import { errorText } from '../../../lib/error-text';
import { usePageNumbers } from '../../../lib/page-numbers';
import { useCoupons } from '../api/use-coupons';
import { useCouponColumns } from '../hooks/use-coupon-columns';

interface Props {
  readOnlyReason: string | null;
  onEdit: (coupon: Coupon) => void;
}

/** The coupons, ten to a page, or their failure with a retry. */
export function CouponsTableSection({ readOnlyReason, onEdit }: Props) {
  const { t } = useT('backoffice');
  const pageNumbers = usePageNumbers();
  const coupons = useCoupons();
  const columns = useCouponColumns(readOnlyReason, onEdit);
  if (coupons.isError) {
    return <ErrorState message={errorText(coupons.error)} onRetry={() => void coupons.refetch()} />;
  }
  return (
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
  );
}
