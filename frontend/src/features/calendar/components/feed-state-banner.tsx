import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServerMessage } from '@/components/feedback/use-server-message';
import type { SubscriptionView } from '@/lib/api-generated/ingestion';
import { feedFixPath, feedHealth, feedsNeedingAttention } from '@/lib/feed-health';
import { relativeTime } from '@/lib/relative-time';
import styles from '../calendar.module.css';

interface Props {
  feeds: readonly SubscriptionView[];
  /** For "last good sync 2 hours ago". */
  now: number;
}

/**
 * One line per feed whose events may be missing from the week (ADR 030): what went wrong in the
 * student's words, what it means for the week, and 'Fix', which opens that feed on /upload.
 */
export function FeedStateBanner({ feeds, now }: Props) {
  const { t, i18n } = useTranslation(['feedState', 'feeds']);
  const translate = useServerMessage(['feeds:server', 'feeds:validation']);
  const navigate = useNavigate();
  const problems = feedsNeedingAttention(feeds);
  if (!problems.length) return null;

  return (
    <section className={styles.feedStateBanner} aria-label={t('feedState:banner.label')}>
      {problems.map((feed) => {
        const health = feedHealth(feed);
        const reason = feed.errorMessage ? translate(feed.errorMessage) : t(`feeds:status.${feed.status}.text`);
        const consequence =
          health === 'stale'
            ? t('feedState:banner.stale.text', { when: relativeTime(feed.lastSync!, i18n.language, now) })
            : t(`feedState:banner.${health}.text`);
        const pending = health === 'pending';
        return (
          <Alert
            key={feed.id}
            className={styles.feedStateAlert}
            type={pending ? 'info' : 'warning'}
            showIcon
            title={t(`feedState:banner.${health}.title`, { name: feed.name })}
            description={
              <>
                {/* Chinese runs sentences on without a space. */}
                {pending ? null : <span>{`${reason}${i18n.language === 'zh' ? '' : ' '}`}</span>}
                {consequence}
              </>
            }
            action={
              <Button
                size="small"
                type={pending ? 'default' : 'primary'}
                aria-label={t(pending ? 'feedState:banner.viewLabel' : 'feedState:banner.fixLabel', { name: feed.name })}
                onClick={() => navigate(feedFixPath(feed.id))}
              >
                {pending ? t('feedState:banner.view') : t('feedState:banner.fix')}
              </Button>
            }
          />
        );
      })}
    </section>
  );
}
