import { DeleteOutlined, EditOutlined, LockOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/components/feedback/use-server-message';
import type { FeedStatus, FeedSubscription } from '../api/feeds-api';
import { FEED_SERVER_SECTIONS } from '../utils/feed-messages';
import { feedHealth } from '@/lib/feed-health';
import { relativeTime } from '@/lib/relative-time';
import { nextSync } from '../utils/next-sync';
import styles from '../feeds.module.css';

const KNOWN_STATUSES: FeedStatus[] = ['active', 'error', 'disconnected', 'private', 'unknown'];

interface Props {
  feed: FeedSubscription;
  /** Re-rendered every minute so "synced N minutes ago" stays true. */
  now: number;
  syncing: boolean;
  onSync: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The feed a calendar 'Fix' action opened: highlighted, and focus moves to it. */
  target?: boolean;
}

/**
 * One subscription: status with what it means for the calendar (ADR 030: a feed that never synced
 * never claims events from a last good sync), its link (tokens masked), counts, sync times, actions.
 */
export const FeedItem = forwardRef<HTMLLIElement, Props>(function FeedItem({ feed, now, syncing, onSync, onEdit, onDelete, target }, ref) {
  const { t, i18n } = useTranslation(['feeds', 'feedState']);
  const translate = useServerMessage(FEED_SERVER_SECTIONS);
  const status: FeedStatus = KNOWN_STATUSES.includes(feed.status) ? feed.status : 'unknown';
  const headingId = `feed-${feed.id}-name`;
  const health = feedHealth(feed);
  const next = nextSync(feed, health, now);

  return (
    <li
      ref={ref}
      id={`feed-${feed.id}`}
      tabIndex={target ? -1 : undefined}
      aria-labelledby={headingId}
      className={`feed-item feed-${status}${target ? ' is-target' : ''}`}
    >
      <div className={styles.feedMain}>
        <div className={styles.feedTitleRow}>
          <h3 id={headingId}>{feed.name}</h3>
          <Tag className={`feed-status status-${status}`}>{t(`feeds:status.${status}.label`)}</Tag>
        </div>
        <p className="feed-url">
          <span className="visually-hidden">{t('feeds:item.link')} </span>
          {feed.url}
          {feed.isPrivate ? (
            <span className={styles.feedMasked}>
              <LockOutlined aria-hidden /> {t('feeds:item.masked')}
            </span>
          ) : null}
        </p>
        <p className={styles.feedExplanation}>
          {health === 'pending' ? null : t(`feeds:status.${status}.text`)}
          {/* An active feed carries a message only to explain itself (a valid calendar without events). */}
          {feed.errorMessage ? <span className={styles.feedError}> {translate(feed.errorMessage)}</span> : null}
          {health === 'healthy' ? null : <span className={styles.feedConsequence}> {t(`feedState:item.${health}`)}</span>}
        </p>
        <ul className={styles.feedFacts}>
          <li>{t('feeds:events', { count: feed.eventCount })}</li>
          <li>{feed.lastSync ? t('feeds:item.synced', { when: relativeTime(feed.lastSync, i18n.language, now) }) : t('feeds:neverSynced')}</li>
          {next.kind === 'next' ? <li>{t('feeds:item.nextSync', { when: relativeTime(next.at, i18n.language, now) })}</li> : null}
          {next.kind === 'retry' ? <li>{t('feedState:item.nextTry', { when: relativeTime(next.at, i18n.language, now) })}</li> : null}
          {next.kind === 'queued' ? <li>{t('feedState:item.queued')}</li> : null}
          <li>{t(`feeds:intervals.${feed.syncInterval}`)}</li>
        </ul>
      </div>
      <div className={styles.feedActions}>
        <Button icon={<SyncOutlined aria-hidden spin={syncing} />} onClick={onSync} disabled={syncing} aria-describedby={headingId}>
          {syncing ? t('feeds:item.syncing') : t('feeds:item.sync')}
        </Button>
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-describedby={headingId}>
          {t('feeds:item.edit')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-describedby={headingId}>
          {t('feeds:item.delete')}
        </Button>
      </div>
    </li>
  );
});
