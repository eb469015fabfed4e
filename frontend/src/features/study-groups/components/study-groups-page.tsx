import { CloseOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdBanner } from '@/components/ad-banner';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { isUnavailable, serverMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { PERSONAL_SCHEDULE } from '../api/comparison-api';
import { useDeleteGroupMutation, useGetUserGroupsQuery, useLeaveGroupMutation, type StudyGroup } from '../api/study-groups-api';
import { AdInterstitial, useCompareInterstitial } from './ad-interstitial';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupCard } from './group-card';
import { InvitationsPanel } from './invitations-panel';
import { InviteDialog } from './invite-dialog';
import { JoinLinkDialog } from './join-link-dialog';
import { OnCampusPanel } from './on-campus-panel';
import { StudyGroupsErrorBoundary } from './page-error-boundary';
import { PresenceToggle } from './presence-toggle';
import { ScheduleComparison } from './schedule-comparison';
import { useScrollAfterChoice } from '../hooks/use-scroll-after-choice';
import styles from '../study-groups.module.css';

/** The comparison scrolls into view 100 ms after it is chosen. */
export const COMPARE_SCROLL_MS = 100;

type Confirming = { kind: 'delete' | 'leave'; group: StudyGroup } | undefined;

/** /study-groups and /groups (docs/product/groups-and-comparison.md), with `?group={id}` choosing the compared group. */
export function StudyGroupsPage() {
  return (
    <StudyGroupsErrorBoundary>
      <StudyGroupsScreen />
    </StudyGroupsErrorBoundary>
  );
}

function StudyGroupsScreen() {
  const { t } = useTranslation(['groups', 'common']);
  const user = useCurrentUser();
  const translate = useServerMessage();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, error, refetch } = useGetUserGroupsQuery(user.id);
  const [createOpen, setCreateOpen] = useState(false);
  const [inviting, setInviting] = useState<StudyGroup | undefined>(undefined);
  const [sharing, setSharing] = useState<StudyGroup | undefined>(undefined);
  const [confirming, setConfirming] = useState<Confirming>(undefined);
  // The dialog keeps its text while it closes.
  const lastConfirming = useRef<Confirming>(undefined);
  if (confirming) lastConfirming.current = confirming;
  const asked = confirming ?? lastConfirming.current;
  const [deleteGroup, deleting] = useDeleteGroupMutation();
  const [leaveGroup, leaving] = useLeaveGroupMutation();
  // Groups the student is leaving or deleting: nothing asks for their presence from the confirmation on
  // (a live event or a poll between the answer and the new list would get a 403). Each stays here
  // until the list no longer has it, so a group rejoined later is asked again.
  const [departing, setDeparting] = useState<ReadonlySet<string>>(() => new Set());
  const setDepartingFor = (groupId: string, on: boolean) =>
    setDeparting((current) => {
      const next = new Set(current);
      if (on) next.add(groupId);
      else next.delete(groupId);
      return next;
    });
  useEffect(() => {
    if (!data || ![...departing].some((id) => !data.some((g) => g.id === id))) return;
    setDeparting((current) => new Set([...current].filter((id) => data.some((g) => g.id === id))));
  }, [data, departing]);
  const presentGroups = data?.filter((g) => !departing.has(g.id));
  const { countCompare, open: adOpen, close: closeAd } = useCompareInterstitial();
  const comparisonScroll = useScrollAfterChoice(COMPARE_SCROLL_MS);

  const requested = params.get('group') ?? undefined;
  const selected = data?.find((g) => g.id === requested);

  // Arriving with ?group={id} (the sidebar, a shared link) scrolls to that group's comparison once it is known.
  const scrolledFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (selected && scrolledFor.current !== selected.id) {
      scrolledFor.current = selected.id;
      comparisonScroll.request();
    }
  });

  const compare = (group: StudyGroup) => {
    countCompare();
    scrolledFor.current = group.id;
    setParams(
      (p) => {
        p.set('group', group.id);
        return p;
      },
      { replace: true },
    );
    comparisonScroll.request();
  };

  const closeComparison = () =>
    setParams(
      (p) => {
        p.delete('group');
        return p;
      },
      { replace: true },
    );

  const confirmAction = async () => {
    if (!confirming) return;
    const { kind, group } = confirming;
    setDepartingFor(group.id, true);
    const result = kind === 'delete' ? await deleteGroup(group.id) : await leaveGroup({ groupId: group.id, leaveGroupDto: { userId: user.id } });
    setConfirming(undefined);
    if ('error' in result) {
      setDepartingFor(group.id, false);
      const text = serverMessage(result.error);
      const fallback = kind === 'delete' ? t('groups:toast.deleteFailed') : t('groups:toast.leaveFailed');
      toast({ variant: 'error', title: t('common:toasts.error'), description: text ? translate(text) : fallback });
      return;
    }
    if (requested === group.id) closeComparison();
    toast({
      variant: 'success',
      title: t('groups:toast.successTitle'),
      description: kind === 'delete' ? t('groups:toast.deleted', { name: group.name }) : t('groups:toast.left', { name: group.name }),
    });
  };

  const createButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreateOpen(true)}>
      {t('groups:create.button')}
    </Button>
  );

  let groups;
  if (isLoading) groups = <PageSpinner label={t('groups:loading')} />;
  else if (isUnavailable(error)) groups = <ServiceUnavailable error={error} title={t('groups:unavailableTitle')} onRetry={() => void refetch()} />;
  else if (error || !data)
    groups = <Alert type="error" showIcon title={t('groups:loadError')} action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>} />;
  else if (!data.length)
    groups = (
      <div className={styles.sgEmpty}>
        <TeamOutlined aria-hidden className={styles.sgEmptyIcon} />
        <h2>{t('groups:empty.title')}</h2>
        <p className="muted">{t('groups:empty.text')}</p>
        {createButton}
      </div>
    );
  else
    groups = (
      <>
        <h2 className={styles.sgSectionTitle}>{t('groups:yourGroups', { count: data.length })}</h2>
        <ul className={styles.sgCardGrid}>
          {data.map((group) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                userId={user.id}
                selected={group.id === selected?.id}
                leaving={departing.has(group.id)}
                onCompare={() => compare(group)}
                onInvite={() => setInviting(group)}
                onShare={() => setSharing(group)}
                onDelete={() => setConfirming({ kind: 'delete', group })}
                onLeave={() => setConfirming({ kind: 'leave', group })}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className={`${styles.sgPage} page page-wide`}>
      <CheckoutReturnBanner expect="success" />
      <header className={`${styles.sgHeader} page-header`}>
        <div>
          <h1>{t('groups:title')}</h1>
          <p>{t('groups:tagline')}</p>
        </div>
        {data?.length ? createButton : null}
      </header>
      <AdBanner />

      <div className={styles.sgLayout}>
        <section className="sg-groups" aria-label={t('groups:yourGroupsLabel')}>
          {groups}
        </section>
        <aside className="sg-side">
          <PresenceToggle userId={user.id} />
          {presentGroups ? <OnCampusPanel groups={presentGroups} userId={user.id} /> : null}
          <InvitationsPanel userId={user.id} />
        </aside>
      </div>

      {selected ? (
        <section ref={comparisonScroll.ref} className={`${styles.sgPanel} sg-comparison`} aria-labelledby="comparison-title" tabIndex={-1}>
          <div className={styles.sgPanelHead}>
            <h2 id="comparison-title" className="sg-panel-title">
              {t('groups:compare.title', { group: selected.name })}
            </h2>
            <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t('groups:compare.close')} onClick={closeComparison} />
          </div>
          <ScheduleComparison key={selected.id} groupId={selected.id} group={{ name: selected.name, userId: user.id }} />
        </section>
      ) : null}

      <section className={`${styles.sgPanel} sg-my-schedule`} aria-labelledby="my-schedule-title">
        <h2 id="my-schedule-title" className="sg-panel-title">
          {t('groups:mySchedule.title')}
        </h2>
        <p className="muted small">{t('groups:mySchedule.lead')}</p>
        <ScheduleComparison groupId={PERSONAL_SCHEDULE} personal />
      </section>

      <CreateGroupDialog open={createOpen} userId={user.id} onClose={() => setCreateOpen(false)} />
      {sharing ? <JoinLinkDialog group={sharing} onClose={() => setSharing(undefined)} /> : null}
      {inviting ? <InviteDialog group={data?.find((g) => g.id === inviting.id) ?? inviting} open onClose={() => setInviting(undefined)} /> : null}
      <Modal
        open={!!confirming}
        title={asked?.kind === 'delete' ? t('groups:confirm.deleteTitle') : t('groups:confirm.leaveTitle')}
        onCancel={() => setConfirming(undefined)}
        footer={[
          <Button key="cancel" onClick={() => setConfirming(undefined)}>
            {t('common:actions.cancel')}
          </Button>,
          <Button key="ok" danger type="primary" loading={deleting.isLoading || leaving.isLoading} onClick={() => void confirmAction()}>
            {asked?.kind === 'delete' ? t('groups:card.delete') : t('groups:card.leave')}
          </Button>,
        ]}
      >
        <p>
          {asked
            ? asked.kind === 'delete'
              ? t('groups:confirm.deleteText', { group: asked.group.name })
              : t('groups:confirm.leaveText', { group: asked.group.name })
            : null}
        </p>
      </Modal>
      <AdInterstitial open={adOpen} onClose={closeAd} />
    </div>
  );
}
