import { CrownOutlined, MenuFoldOutlined, PlusOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from './loading-skeleton';
import { useNavigate } from 'react-router-dom';
import { LogOutIcon } from '@/components/icons/log-out-icon';
import { toast } from '@/components/toasts/toast-store';
import { UserAvatar } from '@/components/user-avatar';
import { isUnavailable } from '@/lib/api-error';
import { failingFeedCount } from '@/lib/feed-health';
import { useSignOut, type User } from '@/lib/auth';
import { useSubscription } from '@/lib/subscription';
import { displayName } from '@/utils/initials';
import { useGetFeedSummaryQuery } from '../api/calendar-api';
import { cx } from '@/lib/class-names';
import styles from '../calendar.module.css';

interface Props {
  user: User;
  /** "My Study Groups": the study-groups feature's panel, put in by src/app (features do not import each other). */
  groupsPanel?: ReactNode;
  /** Collapsed by the student (remembered); kept in the page so the show button can name it. */
  hidden?: boolean;
  onHide: () => void;
}

/** The calendar sidebar (docs/product/calendar.md), shown on large screens. */
export function CalendarSidebar({ user, groupsPanel, hidden, onHide }: Props) {
  const { t } = useTranslation(['calendar', 'common', 'feedState']);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { hasActiveSubscription } = useSubscription();
  const feeds = useGetFeedSummaryQuery(user.id);
  const errors = feeds.data ? failingFeedCount(feeds.data.status) : 0;
  // Until the feeds are known each count is a grey bar, never a 0 that is not true; a dash if they could not be read.
  const unknown = feeds.error ? '–' : <SkeletonBar />;

  const logout = async () => {
    const ok = await signOut();
    navigate('/', { replace: true });
    if (ok) toast({ variant: 'success', title: t('common:logout.successTitle'), description: t('common:logout.successText') });
    else toast({ variant: 'error', title: t('common:logout.failedTitle'), description: t('common:logout.failedText') });
  };

  return (
    <aside id="calendar-sidebar" className={styles.calendarSidebar} aria-label={t('calendar:sidebar.label')} hidden={hidden}>
      <Button
        className={styles.sidebarHide}
        type="text"
        size="small"
        icon={<MenuFoldOutlined aria-hidden />}
        aria-expanded={!hidden}
        aria-controls="calendar-sidebar"
        onClick={onHide}
      >
        {t('calendar:sidebar.hide')}
      </Button>
      <section className={cx('sidebar-card', styles.sidebarUser)}>
        <UserAvatar user={user} size="md" />
        <div className={styles.sidebarUserText}>
          <strong>{displayName(user)}</strong>
          <span className="muted small">{user.email}</span>
        </div>
        <Button type="text" icon={<LogOutIcon aria-hidden />} aria-label={t('common:profileMenu.logout')} onClick={() => void logout()} />
      </section>

      <section className={cx('sidebar-card', styles.sidebarPremium)}>
        <h2>
          <CrownOutlined aria-hidden /> {hasActiveSubscription ? t('calendar:sidebar.premiumActive') : t('calendar:sidebar.premiumTitle')}
        </h2>
        <p className="small">{hasActiveSubscription ? t('calendar:sidebar.premiumActiveText') : t('calendar:sidebar.premiumText')}</p>
        <Button type="primary" block onClick={() => navigate('/pricing')}>
          {t('calendar:sidebar.manageSubscription')}
        </Button>
      </section>

      <section className="sidebar-card">
        <div className={styles.sidebarCardHead}>
          <h2>{t('calendar:sidebar.feedsTitle')}</h2>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined aria-hidden spin={feeds.isFetching} />}
            aria-label={t('calendar:sidebar.refreshFeeds')}
            onClick={() => void feeds.refetch()}
          />
        </div>
        {isUnavailable(feeds.error) ? (
          <p className="muted small">{t('calendar:sidebar.settingUp')}</p>
        ) : (
          <dl className="sidebar-counts" aria-busy={!feeds.data && !feeds.error}>
            <div>
              <dt>{t('calendar:sidebar.total')}</dt>
              <dd>{feeds.data ? feeds.data.status.total : unknown}</dd>
            </div>
            <div>
              <dt>{t('calendar:sidebar.active')}</dt>
              <dd>{feeds.data ? feeds.data.status.active : unknown}</dd>
            </div>
            <div className={errors ? styles.isError : undefined}>
              <dt>{t('feedState:sidebar.errors')}</dt>
              <dd>{feeds.data ? errors : unknown}</dd>
            </div>
          </dl>
        )}
        <Button block onClick={() => navigate('/upload')}>
          {t('calendar:sidebar.manageFeeds')}
        </Button>
      </section>

      {groupsPanel}

      <section className="sidebar-card">
        <h2>{t('calendar:sidebar.quickActions')}</h2>
        <div className={styles.sidebarActions}>
          <Button icon={<PlusOutlined aria-hidden />} block onClick={() => navigate('/upload')}>
            {t('calendar:sidebar.addFeed')}
          </Button>
          <Button icon={<TeamOutlined aria-hidden />} block onClick={() => navigate('/study-groups')}>
            {t('calendar:sidebar.createGroup')}
          </Button>
        </div>
      </section>
    </aside>
  );
}
