import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, Tooltip } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DeploymentUnitOutlined from '@ant-design/icons/DeploymentUnitOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import ColumnHeightOutlined from '@ant-design/icons/ColumnHeightOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import PlusSquareOutlined from '@ant-design/icons/PlusSquareOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { canRead } from '../../../lib/access';
import { useSessionUser } from '../../../lib/use-session-user';
import { NAV_ITEMS } from '../nav-items';

const ICONS: Record<string, ReactNode> = {
  [paths.admin.dashboard]: <DashboardOutlined />,
  [paths.admin.orders]: <ShoppingCartOutlined />,
  [paths.admin.newOrder]: <FileAddOutlined />,
  [paths.admin.addProduct]: <PlusSquareOutlined />,
  [paths.admin.categories]: <AppstoreOutlined />,
  [paths.admin.brands]: <TagsOutlined />,
  [paths.admin.sizes]: <ColumnHeightOutlined />,
  [paths.admin.colors]: <BgColorsOutlined />,
  [paths.admin.materials]: <ExperimentOutlined />,
  [paths.admin.customers]: <TeamOutlined />,
  [paths.admin.deliveryAreas]: <CarOutlined />,
  [paths.admin.sms]: <MessageOutlined />,
  [paths.admin.couriers]: <SendOutlined />,
  [paths.admin.cod]: <WalletOutlined />,
  [paths.admin.blocklist]: <StopOutlined />,
  [paths.admin.audit]: <AuditOutlined />,
  [paths.admin.staff]: <IdcardOutlined />,
  [paths.admin.releases]: <DeploymentUnitOutlined />,
};

/**
 * The side menu; an item the user's role may not open is disabled and says why (an owner's page
 * is left out).
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useT('backoffice');
  const user = useSessionUser();
  const { pathname } = useLocation();
  const roles = user?.roles.join(', ') ?? '';
  // A page's own sub-pages (the SMS messages under the SMS page) keep its item marked.
  const selected =
    NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
      ?.path ?? pathname;
  return (
    <nav aria-label={t('layout.menuTitle')}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        style={{ borderInlineEnd: 'none' }}
        items={NAV_ITEMS.filter(
          // An owner's page (the audit log) is not even shown to the other roles.
          (item) => !('ownerOnly' in item) || canRead(user, item.area),
        ).map((item) => {
          const allowed = canRead(user, item.area);
          return {
            key: item.path,
            icon: ICONS[item.path],
            disabled: !allowed,
            label: allowed ? (
              <Link to={item.path} onClick={onNavigate}>
                {t(item.label)}
              </Link>
            ) : (
              <Tooltip title={t('access.notForRole', { roles })} placement="right">
                <span>{t(item.label)}</span>
              </Tooltip>
            ),
          };
        })}
      />
    </nav>
  );
}
