import { CalendarOutlined, LeftOutlined, ReloadOutlined, RightOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdBanner } from '@/components/ad-banner';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import dayjs from '@/lib/dayjs';
import { formatDate } from '@/lib/format';
import { useGetWeekEventsQuery } from '../api/calendar-api';
import { CalendarSidebar } from './calendar-sidebar';
import { WeekAgenda } from './week-agenda';

/** `/` and /calendar for signed-in users (SPEC.md §2.3): ad banner, sidebar, the week, its event count. */
export function CalendarHomePage() {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  // SPEC.md §4: the shown week moves by ±7 days; weeks are ISO weeks (Monday start).
  const [day, setDay] = useState(() => dayjs());
  const week = day.isoWeek();
  const year = day.isoWeekYear();
  const monday = day.startOf('isoWeek');
  const { data, error, isLoading, isFetching, refetch } = useGetWeekEventsQuery({ week, year, userId: user.id });
  const events = data?.events ?? [];

  let body;
  if (isLoading) body = <PageSpinner label={t('calendar:loading')} />;
  else if (isUnavailable(error)) body = <ServiceUnavailable error={error} title={t('calendar:unavailableTitle')} onRetry={() => void refetch()} />;
  else if (error) body = <Empty description={t('calendar:loadError')} />;
  else if (!events.length)
    body = (
      <div className="calendar-empty">
        <CalendarOutlined aria-hidden className="calendar-empty-icon" />
        <h2>{t('calendar:empty.title')}</h2>
        <p>{t('calendar:empty.text')}</p>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => navigate('/upload')}>
          {t('calendar:empty.upload')}
        </Button>
      </div>
    );
  else body = <WeekAgenda events={events} />;

  return (
    <div className="calendar-home">
      <CheckoutReturnBanner expect="success" />
      <AdBanner />
      <div className="calendar-layout">
        <CalendarSidebar user={user} />
        <section className="calendar-panel" aria-labelledby="week-title">
          <header className="calendar-header">
            <div>
              <h1 id="week-title">{t('calendar:weekTitle', { week, year })}</h1>
              <p className="muted">
                {formatDate(monday.toDate(), i18n.language, { day: 'numeric', month: 'short' })} –{' '}
                {formatDate(monday.add(6, 'day').toDate(), i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}
              </p>
            </div>
            <div className="calendar-controls">
              <Button icon={<LeftOutlined aria-hidden />} aria-label={t('calendar:previousWeek')} onClick={() => setDay((d) => d.subtract(7, 'day'))} />
              <Button onClick={() => setDay(dayjs())}>{t('calendar:today')}</Button>
              <Button icon={<RightOutlined aria-hidden />} aria-label={t('calendar:nextWeek')} onClick={() => setDay((d) => d.add(7, 'day'))} />
              <Button icon={<ReloadOutlined aria-hidden spin={isFetching} />} onClick={() => void refetch()} disabled={isFetching}>
                {isFetching ? t('calendar:refreshing') : t('calendar:refresh')}
              </Button>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => navigate('/upload')}>
                {t('calendar:upload')}
              </Button>
              <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/groups')}>
                {t('calendar:compare')}
              </Button>
            </div>
          </header>
          <div className="calendar-body">{body}</div>
          <footer className="calendar-footer" aria-live="polite">
            {t('calendar:eventsFound', { count: events.length })}
          </footer>
        </section>
      </div>
    </div>
  );
}
