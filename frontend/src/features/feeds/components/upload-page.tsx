import { CameraOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { fieldErrors, isUnavailable, serverMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { feedHealth } from '@/lib/feed-health';
import { useMinuteTick } from '@/lib/use-minute-tick';
import {
  useCreateFeedMutation,
  useDeleteFeedMutation,
  useGetFeedsQuery,
  useSyncFeedMutation,
  useUpdateFeedMutation,
  type FeedSubscription,
} from '../api/feeds-api';
import type { FeedField, FeedFormValues } from '../utils/feed-form';
import { FEED_SERVER_SECTIONS } from '../utils/feed-messages';
import { FeedForm } from './feed-form';
import { FeedHelp } from './feed-help';
import { FeedItem } from './feed-item';
import styles from '../feeds.module.css';

/** The calendar opens 1 s after a feed change. */
export const REDIRECT_AFTER_CHANGE_MS = 1000;
/** How long the calendar keeps re-reading the week while the change travels to it (ADR 014). */
const CALENDAR_CATCH_UP_MS = 20_000;

/** /upload (docs/product/calendar-feeds.md): status summary, add and edit form, the feeds with sync, edit and delete, privacy note. */
export function UploadPage() {
  const { t } = useTranslation(['feeds', 'common', 'feedState']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const translate = useServerMessage(FEED_SERVER_SECTIONS);
  const now = useMinuteTick().getTime();
  const [modal, modalHolder] = Modal.useModal();
  const { data, isLoading, error, refetch } = useGetFeedsQuery(user.id);
  const [createFeed, creating] = useCreateFeedMutation();
  const [updateFeed, updating] = useUpdateFeedMutation();
  const [deleteFeed] = useDeleteFeedMutation();
  const [syncFeed] = useSyncFeedMutation();
  const [editing, setEditing] = useState<FeedSubscription | null>(null);
  const [syncingId, setSyncingId] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [serverFieldErrors, setServerFieldErrors] = useState<Partial<Record<FeedField, string>>>();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLDivElement>(null);
  // The calendar's 'Fix' opens /upload?feed=<id>: that feed is brought into view and focused once listed.
  const [params] = useSearchParams();
  const targetId = params.get('feed');
  const target = useRef<HTMLLIElement>(null);
  const listed = !!data?.subscriptions.some((f) => f.id === targetId);

  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (!listed || !target.current) return;
    target.current.scrollIntoView({ block: 'center' });
    target.current.focus({ preventScroll: true });
  }, [listed, targetId]);

  /** After a change the stored events reload (the mutations invalidate them) and the calendar opens after 1 s. */
  const goToCalendarSoon = () => {
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => navigate('/', { state: { refreshUntil: Date.now() + CALENDAR_CATCH_UP_MS } }), REDIRECT_AFTER_CHANGE_MS);
  };

  /** A feed that works sends the user to the calendar; one that does not stays here with its status explained. */
  const afterSync = (feed: FeedSubscription, successTitle: string) => {
    if (feedHealth(feed) === 'pending') {
      // The first sync outlasted the request: the calendar shows it as pending and fills in when it ends.
      toast({ variant: 'info', title: t('feedState:toast.pendingTitle', { name: feed.name }), description: t('feedState:toast.pendingText') });
      goToCalendarSoon();
    } else if (feed.status === 'active') {
      toast({ variant: 'success', title: successTitle, description: t('feeds:toast.eventsLoaded', { count: feed.eventCount }) });
      goToCalendarSoon();
    } else {
      toast({
        variant: 'error',
        title: t('feeds:toast.problemTitle', { name: feed.name }),
        description: feed.errorMessage ? translate(feed.errorMessage) : t(`feeds:status.${feed.status}.text`),
      });
    }
  };

  // A new key gives a fresh form: after a save, and when another feed is chosen for editing.
  const [formRound, setFormRound] = useState(0);

  const save = async (values: FeedFormValues) => {
    setSaveError(undefined);
    setServerFieldErrors(undefined);
    const result = editing
      ? await updateFeed({
          id: editing.id,
          updateSubscriptionDto: { name: values.name, syncInterval: values.syncInterval, ...(values.url !== editing.url ? { url: values.url } : {}) },
        })
      : await createFeed({ userId: user.id, ...values });
    if ('error' in result) {
      if (isUnavailable(result.error)) {
        setSaveError(t('feeds:saveFailed'));
        return;
      }
      const perField = fieldErrors(result.error);
      setServerFieldErrors(Object.fromEntries(Object.entries(perField).map(([k, v]) => [k, translate(v)])));
      const message = serverMessage(result.error);
      setSaveError(message ? translate(message) : t('feeds:saveFailed'));
      return;
    }
    setEditing(null);
    setFormRound((n) => n + 1);
    afterSync(result.data, editing ? t('feeds:toast.updated') : t('feeds:toast.added'));
  };

  const sync = async (feed: FeedSubscription) => {
    setSyncingId(feed.id);
    const result = await syncFeed(feed.id);
    setSyncingId(null);
    if ('error' in result) {
      const message = serverMessage(result.error);
      toast({ variant: 'error', title: t('feeds:toast.syncFailed'), description: message ? translate(message) : undefined });
      return;
    }
    afterSync(result.data, t('feeds:toast.synced', { name: feed.name }));
  };

  const confirmDelete = (feed: FeedSubscription) => {
    void modal.confirm({
      title: t('feeds:delete.title', { name: feed.name }),
      content: t('feeds:delete.confirm'),
      okText: t('feeds:delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        const result = await deleteFeed(feed.id);
        if ('error' in result) {
          const message = serverMessage(result.error);
          toast({ variant: 'error', title: t('feeds:toast.deleteFailed'), description: message ? translate(message) : undefined });
          return;
        }
        if (editing?.id === feed.id) setEditing(null);
        toast({ variant: 'success', title: t('feeds:toast.deleted', { name: feed.name }) });
        goToCalendarSoon();
      },
    });
  };

  const startEdit = (feed: FeedSubscription) => {
    setSaveError(undefined);
    setServerFieldErrors(undefined);
    setEditing(feed);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let list;
  if (isLoading) list = <PageSpinner label={t('feeds:loading')} />;
  else if (isUnavailable(error)) list = <ServiceUnavailable error={error} title={t('feeds:unavailableTitle')} onRetry={() => void refetch()} />;
  else if (error || !data)
    list = <Alert type="error" showIcon title={t('feeds:loadError')} action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>} />;
  else if (!data.subscriptions.length) list = <p className={styles.feedEmpty}>{t('feeds:empty')}</p>;
  else
    list = (
      <ul className={styles.feedList}>
        {data.subscriptions.map((feed) => (
          <FeedItem
            key={feed.id}
            ref={feed.id === targetId ? target : undefined}
            target={feed.id === targetId}
            feed={feed}
            now={now}
            syncing={syncingId === feed.id}
            onSync={() => void sync(feed)}
            onEdit={() => startEdit(feed)}
            onDelete={() => confirmDelete(feed)}
          />
        ))}
      </ul>
    );

  const summary = data?.status;
  return (
    <div className={`${styles.feedsPage} page page-wide`}>
      {modalHolder}
      <header className="page-header">
        <h1>{t('feeds:title')}</h1>
        <p>{t('feeds:lead')}</p>
      </header>

      {summary ? (
        <dl className={`${styles.feedSummary} summary-tiles`} aria-label={t('feeds:summary.label')}>
          <div>
            <dt>{t('feeds:summary.total')}</dt>
            <dd>{summary.total}</dd>
          </div>
          <div>
            <dt>{t('feeds:summary.active')}</dt>
            <dd>{summary.active}</dd>
          </div>
          {summary.error > 0 ? (
            <div className="is-error">
              <dt>{t('feeds:summary.error')}</dt>
              <dd>{summary.error}</dd>
            </div>
          ) : null}
          {summary.disconnected > 0 ? (
            <div className={styles.isWarning}>
              <dt>{t('feeds:summary.disconnected')}</dt>
              <dd>{summary.disconnected}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className={styles.feedsLayout}>
        <div className={styles.feedsMain}>
          <div ref={formRef}>
            <Card title={<h2 className="card-title">{editing ? t('feeds:form.editTitle') : t('feeds:form.addTitle')}</h2>}>
              <FeedForm
                key={`${editing?.id ?? 'new'}-${formRound}`}
                initial={editing ? { name: editing.name, url: editing.url, syncInterval: editing.syncInterval } : undefined}
                editing={!!editing}
                submitting={creating.isLoading || updating.isLoading}
                saveError={saveError}
                serverFieldErrors={serverFieldErrors}
                onSubmit={(values) => void save(values)}
                onCancel={() => {
                  setEditing(null);
                  setSaveError(undefined);
                }}
              />
              <p className={styles.privacyNote}>
                <LockOutlined aria-hidden /> {t('feeds:privacyNote')}
              </p>
            </Card>
          </div>

          <section className={styles.feedsListSection} aria-labelledby="feeds-list-title">
            <h2 id="feeds-list-title" className="card-title">
              {t('feeds:listTitle')}
            </h2>
            {list}
          </section>
        </div>

        <aside className={styles.feedsAside} aria-label={t('feeds:asideLabel')}>
          <Card>
            <FeedHelp />
          </Card>
          <Card>
            <h2 className="card-title">
              <CameraOutlined aria-hidden /> {t('feeds:screenshot.title')}
            </h2>
            <p className="muted">{t('feeds:screenshot.text')}</p>
            <Button onClick={() => navigate('/ai-schedule')}>{t('feeds:screenshot.button')}</Button>
          </Card>
        </aside>
      </div>
    </div>
  );
}
