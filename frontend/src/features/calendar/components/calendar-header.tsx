import { DeleteOutlined, LeftOutlined, PlusOutlined, ReloadOutlined, RightOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from '../calendar.module.css';

export type CalendarView = 'week' | 'month';

interface Props {
  title: ReactNode;
  subtitle: ReactNode;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Only the week view cleans (its week); absent in the month view or while the week is already cleared. */
  onClean?: () => void;
  /** Opens a new own event (the keyboard's way in; the week grid also takes a click or drag on empty time). */
  onAddEvent?: () => void;
}

/** The calendar header (docs/product/calendar.md): period, previous / Today / next, view switch, refresh, clean, upload, compare. */
export function CalendarHeader({ title, subtitle, view, onViewChange, onPrevious, onNext, onToday, onRefresh, refreshing, onClean, onAddEvent }: Props) {
  const { t } = useTranslation(['calendar', 'ownEvents']);
  const navigate = useNavigate();
  const unit = view === 'week' ? 'Week' : 'Month';
  return (
    <header className={styles.calendarHeader}>
      <div className={styles.calendarTitle}>
        <h1 id="calendar-title">{title}</h1>
        <p className="muted">{subtitle}</p>
      </div>
      <div className={styles.calendarControls} role="toolbar" aria-label={t('calendar:controls')}>
        <div className={styles.calendarNav}>
          <Button icon={<LeftOutlined aria-hidden />} aria-label={t(`calendar:previous${unit}`)} onClick={onPrevious} />
          <Button onClick={onToday}>{t('calendar:today')}</Button>
          <Button icon={<RightOutlined aria-hidden />} aria-label={t(`calendar:next${unit}`)} onClick={onNext} />
        </div>
        <Segmented<CalendarView>
          aria-label={t('calendar:viewLabel')}
          value={view}
          onChange={onViewChange}
          options={[
            { value: 'week', label: t('calendar:views.week') },
            { value: 'month', label: t('calendar:views.month') },
          ]}
        />
        <Button icon={<ReloadOutlined aria-hidden spin={refreshing} />} onClick={onRefresh} disabled={refreshing}>
          {refreshing ? t('calendar:refreshing') : t('calendar:refresh')}
        </Button>
      </div>
      <div className={styles.calendarActions}>
        {onAddEvent ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAddEvent}>
            {t('ownEvents:addButton')}
          </Button>
        ) : null}
        {onClean ? (
          <Button danger type="primary" icon={<DeleteOutlined aria-hidden />} onClick={onClean}>
            {t('calendar:clean.button')}
          </Button>
        ) : null}
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => navigate('/upload')}>
          {t('calendar:upload')}
        </Button>
        <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/groups')}>
          {t('calendar:compare')}
        </Button>
      </div>
    </header>
  );
}
