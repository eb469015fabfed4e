import { BellOutlined, CrownOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { canAcceptInvitations } from '@/lib/entitlements';
import { useInvitationsRequirePremium } from '@/lib/invitation-policy';
import { inviterName, useMyInvitations } from '@/lib/invitations';
import { useSubscription } from '@/lib/subscription';
import { badgeLabel, bellItems } from './invitation-badge';
import { SessionNotices, useSessionNotices } from './session-notices';
import styles from './notification-bell.module.css';

/**
 * The pending invitations — a badge with their count ('9+' above 9), the first
 * five (group, New, who invited, message) and a view-all line with the rest; everything leads to
 * /study-groups. When groups' setting makes invitations premium, users without a subscription get
 * 'Upgrade Required' → /pricing instead (ADR 019).
 * Fetched every 10 s, on focus and when the tab becomes visible.
 */
export function NotificationBell() {
  const { t } = useTranslation(['common', 'sessions']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const subscription = useSubscription();
  const requirePremium = useInvitationsRequirePremium();
  const allowed = canAcceptInvitations(subscription, requirePremium ?? false);
  // Nothing is fetched until groups has said whether invitations need premium.
  const { data, error } = useMyInvitations(user?.id ?? '', { skip: !user || requirePremium === undefined || !allowed });
  const pending = allowed ? (data?.pending ?? []) : [];
  const { shown, more } = bellItems(pending);
  // Study sessions to answer, cancelled, starting soon or clashing with one's class (ADR 052): answering needs no premium, so they show in every state.
  const sessions = useSessionNotices(user?.id, !user);

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  const sessionList = <SessionNotices notices={sessions} onOpen={(groupId) => go(`/study-groups?${new URLSearchParams({ group: groupId })}`)} />;

  let content;
  if (!allowed)
    content = (
      <div className={styles.bellPanel}>
        <p className="bell-upgrade">
          <strong>{t('common:bell.upgradeTitle')}:</strong> {t('common:bell.upgradeText')}
        </p>
        <Button type="primary" icon={<CrownOutlined aria-hidden />} onClick={() => go('/pricing')}>
          {t('common:bell.upgradeButton')}
        </Button>
        {sessionList}
      </div>
    );
  else if (!pending.length)
    content = (
      <div className={styles.bellPanel}>
        <p className="muted">{error && !data ? t('common:bell.loadError') : t('common:bell.none')}</p>
        {sessionList}
        <Button type="link" className={styles.bellLink} onClick={() => go('/study-groups')}>
          {t('common:bell.viewGroups')}
        </Button>
      </div>
    );
  else
    content = (
      <div className={styles.bellPanel}>
        {sessionList}
        <ul className={styles.bellList} aria-label={t('common:bell.listLabel')}>
          {shown.map((invitation) => (
            <li key={invitation.id}>
              <button type="button" className={styles.bellItem} onClick={() => go('/study-groups')}>
                <span className={styles.bellItemHead}>
                  <strong className={styles.bellItemGroup}>{invitation.group.name}</strong>
                  <Tag color="blue" className={styles.bellNew}>
                    {t('common:bell.new')}
                  </Tag>
                </span>
                <span className={styles.bellItemFrom}>{t('common:bell.invitedBy', { name: inviterName(invitation) })}</span>
                {invitation.message ? <span className={styles.bellItemMessage}>“{invitation.message}”</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {more ? (
          <button type="button" className={styles.bellViewAll} onClick={() => go('/study-groups')}>
            {t('common:bell.viewAll', { count: more })}
          </button>
        ) : (
          <Button type="link" className={styles.bellLink} onClick={() => go('/study-groups')}>
            {t('common:bell.viewGroups')}
          </Button>
        )}
      </div>
    );

  const label = badgeLabel(pending.length + sessions.length);
  const base = pending.length ? t('common:bell.openWithCount', { count: pending.length }) : t('common:bell.open');
  // 'bottom', not 'bottomRight': antd shifts only centred placements back inside a 390 px screen.
  return (
    <Popover content={content} title={t('common:bell.title')} trigger="click" open={open} onOpenChange={setOpen} placement="bottom">
      <Button
        type="text"
        shape="circle"
        className="bell-button"
        aria-label={sessions.length ? `${base}, ${t('sessions:bell.count', { count: sessions.length })}` : base}
        aria-expanded={open}
        icon={
          // A darker red than antd's, so the white count keeps AA contrast.
          <Badge
            count={pending.length + sessions.length ? label : 0}
            size="small"
            color="var(--danger)"
            className="bell-badge"
            offset={[2, -2]}
            styles={{ root: { color: 'inherit', fontSize: 16 } }}
          >
            <BellOutlined aria-hidden />
          </Badge>
        }
      />
    </Popover>
  );
}
