import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useGetFeedsQuery } from '../api/feeds-api';

const STATUS_COLOR: Record<string, string> = { active: 'green', error: 'red', disconnected: 'orange', private: 'blue' };

/** /upload (SPEC.md §2.9): status summary, the feeds, the privacy note. Adding and editing come with issue 4. */
export function UploadPage() {
  const { t, i18n } = useTranslation(['feeds', 'common']);
  const user = useCurrentUser();
  const { data, isLoading, error, refetch } = useGetFeedsQuery(user.id);

  let body;
  if (isLoading) body = <PageSpinner label={t('feeds:loading')} />;
  else if (isUnavailable(error)) body = <ServiceUnavailable error={error} title={t('feeds:unavailableTitle')} onRetry={() => void refetch()} />;
  else if (error || !data)
    body = <Alert type="error" showIcon title={t('feeds:loadError')} action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>} />;
  else
    body = (
      <>
        <dl className="summary-tiles">
          <div>
            <dt>{t('feeds:summary.total')}</dt>
            <dd>{data.status.total}</dd>
          </div>
          <div>
            <dt>{t('feeds:summary.active')}</dt>
            <dd>{data.status.active}</dd>
          </div>
          <div>
            <dt>{t('feeds:summary.error')}</dt>
            <dd>{data.status.error}</dd>
          </div>
          <div>
            <dt>{t('feeds:summary.disconnected')}</dt>
            <dd>{data.status.disconnected}</dd>
          </div>
        </dl>
        {data.subscriptions.length ? (
          <ul className="feed-list">
            {data.subscriptions.map((feed) => (
              <li key={feed.id} className="feed-item">
                <div>
                  <strong>{feed.name}</strong>
                  <span className="muted small feed-url">{feed.url}</span>
                </div>
                <Tag color={STATUS_COLOR[feed.status] ?? 'default'}>{feed.status}</Tag>
                <span className="small">{t('feeds:events', { count: feed.eventCount })}</span>
                <span className="muted small">
                  {feed.lastSync
                    ? t('feeds:lastSync', { date: formatDate(feed.lastSync, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })
                    : t('feeds:neverSynced')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={t('feeds:empty')} />
        )}
      </>
    );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('feeds:title')}</h1>
        <p>{t('feeds:lead')}</p>
      </header>
      <Card className="settings-card">{body}</Card>
      <p className="privacy-note">
        <LockOutlined aria-hidden /> {t('feeds:privacyNote')}
      </p>
    </div>
  );
}
