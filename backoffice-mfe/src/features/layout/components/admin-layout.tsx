import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Grid, Layout, Typography } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { useSessionUser } from '../../../lib/use-session-user';
import { logOut } from '../../auth';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';
import './admin-layout.css';

const SIDER_WIDTH = 208;

const NavDrawer = lazy(() => import('./nav-drawer'));

/** The page's landmark, where the skip link leads. */
const MAIN_ID = 'bo-main';

/** Top bar with avatar and Logout, side menu (a drawer on a phone), and the page. */
export function AdminLayout() {
  const { t } = useT('backoffice');
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const [logout, loggingOut] = useSingleFlight(async () => {
    await logOut(() => void navigate(paths.admin.login, { replace: true }));
    // Nothing read with this user's token may show to the next one.
    queryClient.clear();
  });

  return (
    <Layout className="bo-layout" style={{ minHeight: '100vh' }}>
      <a className="bo-skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          paddingInline: phone ? 12 : 24,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        {phone && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Typography.Text strong ellipsis style={{ flex: 1, fontSize: 16 }}>
          {t('appName')}
        </Typography.Text>
        {!phone && <LanguageSwitch />}
        {/* On a phone the shop's name takes the room: Logout is its icon, the avatar stays out. */}
        {!phone && <Avatar icon={<UserOutlined />} alt={user?.username} />}
        {!phone && user && (
          <Typography.Text type="secondary">
            {t('layout.signedInAs', {
              username: user.username,
              role: user.roles
                .map((role) => t(`signup.roles.${role}`, { defaultValue: role }))
                .join(', '),
            })}
          </Typography.Text>
        )}
        <Button
          type="text"
          icon={<LogoutOutlined />}
          loading={loggingOut}
          onClick={() => void logout()}
          aria-label={phone ? t('layout.logout') : undefined}
          title={phone ? t('layout.logout') : undefined}
        >
          {!phone && t('layout.logout')}
        </Button>
      </Layout.Header>
      <Layout>
        {!phone && (
          <Layout.Sider
            width={SIDER_WIDTH}
            theme="light"
            style={{ borderInlineEnd: '1px solid #f0f0f0' }}
          >
            <NavMenu />
          </Layout.Sider>
        )}
        {phone && (
          <Suspense fallback={null}>
            <NavDrawer
              open={drawerOpen}
              width={SIDER_WIDTH + 32}
              onClose={() => setDrawerOpen(false)}
            />
          </Suspense>
        )}
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: phone ? 8 : 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
