import { LockOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { LogOutIcon } from '@/components/icons/log-out-icon';
import { UserAvatar } from '@/components/user-avatar';
import type { User } from '@/lib/auth';
import { displayName } from '@/utils/initials';
import { isActiveLink } from './is-active-link';
import { NAV_LINKS } from './nav-links';
import { NotificationBell } from './notification-bell';
import { PlanBadge } from './plan-badge';
import { cx } from '@/lib/class-names';
import styles from './top-bar.module.css';

interface Props {
  user: User;
  onLogout: () => void;
}

/** The top bar of signed-in users (docs/product/screens-and-navigation.md); links fold into a drawer on phones. */
export function AppTopNav({ user, onLogout }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = displayName(user);

  const profileItems: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className={styles.profileMenuWho}>
          <strong>{name}</strong>
          <span>{user.email}</span>
        </span>
      ),
    },
    { type: 'divider' },
    { key: '/profile', icon: <UserOutlined aria-hidden />, label: t('common:profileMenu.profile') },
    { key: '/profile/settings', icon: <SettingOutlined aria-hidden />, label: t('common:profileMenu.settings') },
    { key: '/profile/privacy', icon: <LockOutlined aria-hidden />, label: t('common:profileMenu.privacy') },
    { type: 'divider' },
    { key: 'logout', icon: <LogOutIcon aria-hidden />, label: t('common:profileMenu.logout'), danger: true },
  ];
  const onProfileClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? onLogout() : navigate(key));

  const links = (className: string | undefined, onNavigate?: () => void) =>
    NAV_LINKS.map((link) => {
      const active = isActiveLink(link.to, pathname);
      return (
        <Link key={link.to} to={link.to} className={cx(className, active && styles.active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          {t(link.label)}
        </Link>
      );
    });

  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <Logo />
        <nav className={styles.topNavLinks} aria-label={t('common:nav.main')}>
          {links(styles.topNavLink)}
        </nav>
        <div className={styles.topBarActions}>
          <PlanBadge />
          <NotificationBell />
          <Dropdown menu={{ items: profileItems, onClick: onProfileClick }} trigger={['click']} placement="bottomRight" autoFocus>
            <Button type="text" styles={{ root: { height: 'auto', padding: '4px 8px', gap: 8 } }}>
              <UserAvatar user={user} size="sm" />
              {/* The name stays in the button's accessible name on phones, where it is not shown. */}
              <span className={styles.profileButtonName}>{name}</span> <span className="visually-hidden">{t('common:profileMenu.accountMenu')}</span>
            </Button>
          </Dropdown>
          <span className={styles.menuButtonSlot}>
            <Button type="text" icon={<MenuOutlined />} aria-label={t('common:nav.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
          </span>
        </div>
      </div>
      <Drawer title={t('common:nav.menu')} placement="right" size={300} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        {/* Phones have no room for the plan badges in the bar: the menu shows them (docs/product/screens-and-navigation.md). */}
        <PlanBadge className={styles.drawerPlanBadges} />
        <nav className={styles.drawerLinks} aria-label={t('common:nav.main')}>
          {links(styles.drawerLink, () => setDrawerOpen(false))}
        </nav>
      </Drawer>
    </header>
  );
}
