import { CheckOutlined, CloseOutlined, CrownOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toasts/toast-store';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { serverMessage } from '@/lib/api-error';
import { canAcceptInvitations, SUBSCRIPTION_REQUIRED_CODE } from '@/lib/entitlements';
import { inviterName, useMyInvitations, type ReceivedInvitation } from '@/lib/invitations';
import { useSubscription } from '@/lib/subscription';
import { formatDate } from '@/lib/format';
import { useRespondToInvitationMutation } from '../api/invitation-responses-api';
import '../invitation-highlight.css';
import styles from '../study-groups.module.css';

/** Answered invitations listed before "Show all". */
const PREVIOUS_SHOWN = 5;

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'data' in error ? ((error as { data?: { code?: string } }).data?.code ?? undefined) : undefined;

/**
 * Pending invitations with Accept and Decline ('Upgrade to Accept' → /pricing when
 * the plan does not allow accepting), and the answered ones under 'Previous Invitations' with
 * their response date. Polled every 10 s, on focus and on tab visibility.
 */
export function InvitationsPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const navigate = useNavigate();
  const translate = useServerMessage();
  const subscription = useSubscription();
  const { data, error, isLoading } = useMyInvitations(userId);
  const [respond] = useRespondToInvitationMutation();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [declining, setDeclining] = useState(false);
  // Invitations the server refused to accept for want of a subscription (billing switched on).
  const [needsUpgrade, setNeedsUpgrade] = useState<ReadonlySet<string>>(new Set());
  const mayAccept = canAcceptInvitations(subscription, data?.acceptRequiresPremium ?? false);
  const [showAllPrevious, setShowAllPrevious] = useState(false);
  // ?invitation={id}: the link of an invitation e-mail (ADR 031) brings that invitation into view, focused.
  const [params] = useSearchParams();
  const linked = params.get('invitation') ?? undefined;
  const linkedRef = useRef<HTMLLIElement>(null);
  const shownFor = useRef<string | undefined>(undefined);
  const linkedPending = data?.pending.some((i) => i.id === linked);
  useEffect(() => {
    if (!linked || !linkedPending || shownFor.current === linked || !linkedRef.current) return;
    shownFor.current = linked;
    linkedRef.current.scrollIntoView?.({ block: 'center' });
    linkedRef.current.focus({ preventScroll: true });
  }, [linked, linkedPending]);

  const answer = async (invitation: ReceivedInvitation, status: 'accepted' | 'declined') => {
    setBusy(invitation.id);
    setDeclining(status === 'declined');
    const result = await respond({ invitationId: invitation.id, respondDto: { status } });
    setBusy(undefined);
    if ('error' in result) {
      if (codeOf(result.error) === SUBSCRIPTION_REQUIRED_CODE) setNeedsUpgrade((prev) => new Set(prev).add(invitation.id));
      const text = serverMessage(result.error);
      toast({ variant: 'error', title: t('common:toasts.error'), description: text ? translate(text) : t('groups:invitations.failed') });
      return;
    }
    const group = invitation.group.name;
    if (status === 'accepted')
      toast({ variant: 'success', title: t('groups:invitations.acceptedTitle'), description: t('groups:invitations.acceptedText', { group }) });
    else toast({ variant: 'info', title: t('groups:invitations.declinedTitle'), description: t('groups:invitations.declinedText', { group }) });
  };

  const pending = data?.pending ?? [];
  const previous = data?.previous ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });

  return (
    <section className={`${styles.sgPanel} ${styles.sgInvitations}`} aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="sg-panel-title">
        <MailOutlined aria-hidden /> {t('groups:invitations.title')}
        {pending.length ? <span className="sg-count">{pending.length}</span> : null}
      </h2>
      {isLoading ? (
        <p className="muted small">{t('groups:invitations.loading')}</p>
      ) : error && !data ? (
        <p className={styles.sgErrorText}>{t('groups:invitations.loadError')}</p>
      ) : pending.length ? (
        <ul className={styles.sgInvitationList}>
          {pending.map((invitation) => {
            const group = invitation.group.name;
            const upgrade = !mayAccept || needsUpgrade.has(invitation.id);
            return (
              <li
                key={invitation.id}
                ref={invitation.id === linked ? linkedRef : undefined}
                tabIndex={invitation.id === linked ? -1 : undefined}
                aria-current={invitation.id === linked ? 'true' : undefined}
                className={invitation.id === linked ? 'sg-invitation sg-invitation-linked' : 'sg-invitation'}
              >
                <div className={styles.sgInvitationHead}>
                  <strong>{group}</strong>
                  {invitation.group.courseCode ? <Tag style={{ margin: 0 }}>{invitation.group.courseCode}</Tag> : null}
                  <Tag color="blue" style={{ margin: 0 }}>
                    {t('groups:invitations.new')}
                  </Tag>
                </div>
                <p className="muted small">{t('groups:invitations.invitedBy', { name: inviterName(invitation) })}</p>
                {invitation.message ? <blockquote className={styles.sgInvitationMessage}>{invitation.message}</blockquote> : null}
                <div className={styles.sgInvitationActions}>
                  {upgrade ? (
                    <Button type="primary" size="small" icon={<CrownOutlined aria-hidden />} onClick={() => navigate('/pricing')}>
                      {t('groups:invitations.upgrade')}
                    </Button>
                  ) : (
                    <Button
                      type="primary"
                      size="small"
                      icon={<CheckOutlined aria-hidden />}
                      loading={busy === invitation.id && !declining}
                      disabled={!!busy}
                      aria-label={t('groups:invitations.acceptLabel', { group })}
                      onClick={() => void answer(invitation, 'accepted')}
                    >
                      {t('groups:invitations.accept')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    icon={<CloseOutlined aria-hidden />}
                    loading={busy === invitation.id && declining}
                    disabled={!!busy}
                    aria-label={t('groups:invitations.declineLabel', { group })}
                    onClick={() => void answer(invitation, 'declined')}
                  >
                    {t('groups:invitations.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted small">{t('groups:invitations.none')}</p>
      )}

      {previous.length ? (
        <div className="sg-previous">
          <h3 className={styles.sgSubtitle}>{t('groups:invitations.previous')}</h3>
          <ul className={styles.sgPreviousList}>
            {(showAllPrevious ? previous : previous.slice(0, PREVIOUS_SHOWN)).map((invitation) => (
              <li key={invitation.id}>
                <span className={styles.sgPreviousGroup}>{invitation.group.name}</span>
                <span className={invitation.status === 'accepted' ? 'sg-status sg-status-accepted' : 'sg-status sg-status-declined'}>
                  {invitation.status === 'accepted'
                    ? t('groups:invitations.acceptedOn', { date: invitation.respondedAt ? date(invitation.respondedAt) : '' })
                    : t('groups:invitations.declinedOn', { date: invitation.respondedAt ? date(invitation.respondedAt) : '' })}
                </span>
              </li>
            ))}
          </ul>
          {previous.length > PREVIOUS_SHOWN ? (
            <Button type="link" size="small" aria-expanded={showAllPrevious} onClick={() => setShowAllPrevious((v) => !v)}>
              {showAllPrevious ? t('groups:invitations.showFewer') : t('groups:invitations.showAll', { count: previous.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
