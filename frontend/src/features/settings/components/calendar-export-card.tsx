import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Popconfirm, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { toast } from '@/components/toasts/toast-store';
import { formatDate } from '@/lib/format';
import {
  useCreateCalendarExportMutation,
  useGetCalendarExportQuery,
  useRevokeCalendarExportMutation,
  type CalendarExportLink,
} from '../api/calendar-export-api';
import settingRow from '@/components/setting-row.module.css';
import styles from '../settings.module.css';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Settings: the student's combined schedule as a private calendar link to subscribe to in Google,
 * Apple or Outlook (ADR 032). The link is shown once, when made; afterwards it can be replaced or
 * turned off.
 */
export function CalendarExportCard() {
  const { t, i18n } = useTranslation(['calendarExport', 'common']);
  const language = i18n.language;
  const headingId = useId();
  const linkId = useId();
  const { data, isLoading, error, refetch } = useGetCalendarExportQuery();
  const [create, creating] = useCreateCalendarExportMutation();
  const [revoke, revoking] = useRevokeCalendarExportMutation();
  // Only the answer to "make a link" holds the address: it is stored hashed.
  const [made, setMade] = useState<CalendarExportLink | undefined>(undefined);

  const makeLink = async () => {
    const result = await create();
    if ('error' in result) return toast({ variant: 'error', title: t('common:toasts.error'), description: t('calendarExport:createFailed') });
    setMade(result.data);
  };
  const turnOff = async () => {
    const result = await revoke();
    if ('error' in result) return toast({ variant: 'error', title: t('common:toasts.error'), description: t('calendarExport:revokeFailed') });
    setMade(undefined);
    toast({ variant: 'success', title: t('calendarExport:revoked') });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: t('calendarExport:copied') });
    } catch {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('calendarExport:copyFailed') });
    }
  };

  const body = () => {
    if (isLoading) return <PageSpinner label={t('calendarExport:loading')} />;
    if (error || !data)
      return (
        <Alert
          type="error"
          showIcon
          title={t('calendarExport:loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      );
    return (
      <>
        <p className="muted">{t('calendarExport:lead', { back: data.weeksBack, ahead: data.weeksAhead })}</p>
        {made ? (
          <div className={styles.exportLink}>
            <label htmlFor={linkId} className={settingRow.settingLabel}>
              {t('calendarExport:linkLabel')}
            </label>
            <Space.Compact block>
              <Input id={linkId} readOnly value={made.url} onFocus={(e) => e.target.select()} />
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(made.url)}>
                {t('calendarExport:copy')}
              </Button>
            </Space.Compact>
            <Alert type="warning" showIcon title={t('calendarExport:shownOnce')} />
            <ol className={styles.exportSteps}>
              <li>{t('calendarExport:stepGoogle')}</li>
              <li>{t('calendarExport:stepOutlook')}</li>
              <li>
                {t('calendarExport:stepApple')} <a href={made.webcalUrl}>{t('calendarExport:openApple')}</a>
              </li>
            </ol>
          </div>
        ) : (
          <p role="status">
            {data.active && data.createdAt
              ? `${t('calendarExport:activeSince', { date: formatDate(data.createdAt, language, WHEN) })} ${
                  data.lastReadAt ? t('calendarExport:lastRead', { date: formatDate(data.lastReadAt, language, WHEN) }) : t('calendarExport:neverRead')
                }`
              : t('calendarExport:none')}
          </p>
        )}
        <div className={`form-actions ${styles.exportActions}`}>
          {data.active ? (
            <>
              <Popconfirm
                title={t('calendarExport:renewTitle')}
                description={t('calendarExport:renewText')}
                okText={t('calendarExport:renew')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => void makeLink()}
              >
                <Button loading={creating.isLoading}>{t('calendarExport:renew')}</Button>
              </Popconfirm>
              <Popconfirm
                title={t('calendarExport:revokeTitle')}
                description={t('calendarExport:revokeText')}
                okText={t('calendarExport:revoke')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => void turnOff()}
              >
                <Button danger loading={revoking.isLoading}>
                  {t('calendarExport:revoke')}
                </Button>
              </Popconfirm>
            </>
          ) : (
            <Button type="primary" onClick={() => void makeLink()} loading={creating.isLoading}>
              {t('calendarExport:create')}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <Card
      title={
        <h2 id={headingId} className="card-title">
          <CalendarOutlined aria-hidden /> {t('calendarExport:title')}
        </h2>
      }
      className="settings-card"
      role="region"
      aria-labelledby={headingId}
    >
      {body()}
    </Card>
  );
}
