import { useState } from 'react';
import { Button, Card, Tooltip } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { usePermission } from '../../../lib/permissions';
import { CouponDialog } from './coupon-dialog';
import { CouponsTableSection } from './coupons-table-section';

/** Coupons (spec §2; saved on the server, unlike the spec's unfinished page). */
export function CouponsPage() {
  const { t } = useT('backoffice');
  const { readOnlyReason } = usePermission('coupons');
  // undefined: closed; null: a new coupon; otherwise the coupon being edited.
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
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
      <CouponsTableSection readOnlyReason={readOnlyReason} onEdit={setEditing} />
      {editing !== undefined && (
        <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
