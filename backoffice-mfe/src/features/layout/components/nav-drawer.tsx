import { Drawer } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';

/**
 * The side menu on a phone: a drawer from the left, with the language switch the top bar has no
 * room for. A chunk of its own: a desk never draws it.
 */
export default function NavDrawer({
  open,
  width,
  onClose,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
}) {
  const { t } = useT('backoffice');
  return (
    <Drawer
      open={open}
      placement="left"
      size={width}
      title={t('layout.menuTitle')}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <NavMenu onNavigate={onClose} />
      {/* On a phone the top bar has room only for the avatar and Logout. */}
      <div style={{ padding: 16 }}>
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
