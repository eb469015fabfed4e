import { CameraOutlined, CheckCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { useIngestionStatusQuery } from '../api/ingestion-status-api';

const STEPS = [
  { icon: CameraOutlined, title: 'aiSchedule:steps.upload.title', text: 'aiSchedule:steps.upload.text' },
  { icon: EditOutlined, title: 'aiSchedule:steps.review.title', text: 'aiSchedule:steps.review.text' },
  { icon: CheckCircleOutlined, title: 'aiSchedule:steps.save.title', text: 'aiSchedule:steps.save.text' },
] as const;

/**
 * /ai-schedule: reading a timetable screenshot (issue 4). The ingestion service owns it; while
 * it is not deployed the page says so instead of offering an upload that cannot work.
 */
export function AiSchedulePage() {
  const { t } = useTranslation(['aiSchedule', 'common']);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { isLoading, error, refetch } = useIngestionStatusQuery(user.id);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('aiSchedule:title')}</h1>
        <p>{t('aiSchedule:lead')}</p>
      </header>
      <ol className="step-cards">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card>
              <Icon aria-hidden className="feature-icon" />
              <h2 className="card-title">{t(title)}</h2>
              <p className="muted">{t(text)}</p>
            </Card>
          </li>
        ))}
      </ol>
      {isLoading ? (
        <PageSpinner />
      ) : isUnavailable(error) ? (
        <ServiceUnavailable error={error} title={t('aiSchedule:unavailableTitle')} onRetry={() => void refetch()} />
      ) : null}
      <Card className="settings-card">
        <h2 className="card-title">{t('aiSchedule:feedTitle')}</h2>
        <p>{t('aiSchedule:feedText')}</p>
        <Button onClick={() => navigate('/upload')}>{t('aiSchedule:feedButton')}</Button>
      </Card>
    </div>
  );
}
