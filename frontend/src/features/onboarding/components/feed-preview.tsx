import { Alert } from 'antd';
import { addDays } from '@overlap/time';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, isLanguage } from '@/lib/languages';
import type { FeedPreview as Preview, PreviewEvent } from '../api/onboarding-api';
import { eventsByDay } from '../utils/preview-days';
import styles from '../onboarding.module.css';

// The dates are calendar dates: formatted in UTC so no zone moves them a day.
const dayFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(isLanguage(language) ? INTL_LOCALES[language] : language, { ...options, timeZone: 'UTC' });
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The first weeks of a previewed feed, day by day, as the student will see them after saving. */
export function FeedPreview({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation(['onboarding']);
  const range = dayFormat(i18n.language, { day: 'numeric', month: 'short' });
  const day = dayFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });
  const zone = preview.timezone.replace(/_/g, ' ');
  return (
    <section className={styles.preview} aria-labelledby="onboarding-preview-title">
      <h3 id="onboarding-preview-title" className={styles.subtitle}>
        {t('onboarding:preview.title')}
      </h3>
      <p className="muted">{t('onboarding:preview.summary', { count: preview.upcomingCount, zone })}</p>
      {preview.weeks.length === 0 ? <Alert type="warning" showIcon title={t('onboarding:preview.empty')} /> : null}
      {preview.weeks.map((week) => (
        <section key={`${week.year}-${week.week}`} className={styles.previewWeek} aria-label={t('onboarding:preview.week', { week: week.week })}>
          <h4>
            {t('onboarding:preview.week', { week: week.week })}{' '}
            <span className="muted">{range.formatRange(utcDate(week.monday), utcDate(addDays(week.monday, 6)))}</span>
          </h4>
          {week.events.length === 0 ? (
            <p className="muted">{t('onboarding:preview.noClasses')}</p>
          ) : (
            <dl className={styles.previewDays}>
              {eventsByDay(week.events).map(([date, events]) => (
                <div key={date} className={styles.previewDay}>
                  <dt>{day.format(utcDate(date))}</dt>
                  {events.map((e, i) => (
                    <dd key={`${e.title}-${e.start}-${i}`}>
                      <PreviewLine event={e} />
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </section>
  );
}

function PreviewLine({ event }: { event: PreviewEvent }) {
  const { t } = useTranslation(['onboarding']);
  return (
    <>
      <span className={styles.previewTime}>{event.allDay ? t('onboarding:preview.allDay') : `${event.start}–${event.end}`}</span>
      <span className={styles.previewTitle}>{event.title}</span>
      {event.location ? <span className={styles.previewWhere}>{event.location.replace(/\n/g, ', ')}</span> : null}
    </>
  );
}
