import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { toast } from '@/components/toasts/toast-store';
import { refreshSessionOutsideQueries } from '@/lib/api';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useAppDispatch, type RootState } from '@/lib/store';
import { useListDataExportsQuery, useRequestDataExportMutation, useRetryDataExportMutation, type DataExport } from '../api/data-export-api';
import styles from '../data-export.module.css';

/** While an export runs the card asks again every 2 s; otherwise it does not poll. */
const RUNNING_POLL_MS = 2_000;

const sizeOf = (bytes: number | null, language: string) =>
  bytes === null ? '' : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));

/**
 * Privacy & Security: "Download my data" (docs/product/privacy.md, ADR 048). Starts an export, shows
 * how many of its parts have answered, and once ready a download of the ZIP; a failed export names
 * what did not answer and can be retried.
 */
export function DataExportCard() {
  const { t, i18n } = useTranslation(['privacy', 'common']);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [polling, setPolling] = useState(false);
  const { data, isLoading, error, refetch } = useListDataExportsQuery('me', { pollingInterval: polling ? RUNNING_POLL_MS : 0 });
  const [request, requesting] = useRequestDataExportMutation();
  const [retry, retrying] = useRetryDataExportMutation();
  const [downloading, setDownloading] = useState(false);
  const latest: DataExport | undefined = data?.[0];
  const running = latest?.status === 'running';
  if (running !== polling) setPolling(running);

  const refused = (err: unknown) =>
    toast({ variant: 'error', title: t('common:toasts.error'), description: serverMessage(err) ?? t('privacy:export.failedToStart') });
  const start = async () => {
    const result = await request('me');
    if ('error' in result) refused(result.error);
  };
  const again = async (id: string) => {
    const result = await retry({ userId: 'me', exportId: id });
    if ('error' in result) refused(result.error);
  };
  // The archive comes with the session cookie; an expired access token is refreshed once, as every call does.
  const download = async (item: DataExport) => {
    setDownloading(true);
    try {
      let res = await fetch(item.downloadUrl!, { credentials: 'same-origin' });
      if (res.status === 401 && (await refreshSessionOutsideQueries(dispatch, store.getState)))
        res = await fetch(item.downloadUrl!, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'overlap-data.zip';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ variant: 'error', title: t('common:toasts.error'), description: t('privacy:export.downloadFailed') });
      void refetch();
    } finally {
      setDownloading(false);
    }
  };

  if (isLoading) return <p className="muted">{t('privacy:export.loading')}</p>;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('privacy:export.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  const language = i18n.language;
  return (
    <div className={styles.body}>
      <p className="muted">{t('privacy:export.lead')}</p>
      {latest?.status === 'running' && (
        <div role="status" aria-live="polite">
          <p>{t('privacy:export.running', { answered: latest.partsAnswered, total: latest.partsTotal })}</p>
          <Progress percent={Math.round((latest.partsAnswered / latest.partsTotal) * 100)} status="active" aria-hidden />
          <p className="muted">{t('privacy:export.mailNote')}</p>
        </div>
      )}
      {latest?.status === 'ready' && latest.downloadUrl && (
        <div role="status">
          <p>{t('privacy:export.ready', { date: formatDate(latest.expiresAt!, language) })}</p>
        </div>
      )}
      {latest?.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('privacy:export.failed', { services: latest.missingServices.join(', ') })}
          action={
            <Button onClick={() => void again(latest.id)} loading={retrying.isLoading}>
              {t('privacy:export.retry')}
            </Button>
          }
        />
      )}
      {latest?.status === 'expired' && <p className="muted">{t('privacy:export.expired')}</p>}
      <div className={styles.actions}>
        {latest?.status === 'ready' && latest.downloadUrl && (
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} onClick={() => void download(latest)} loading={downloading}>
            {t('privacy:export.download', { size: sizeOf(latest.size, language) })}
          </Button>
        )}
        {!running && latest?.status !== 'failed' && (
          <Button onClick={() => void start()} loading={requesting.isLoading}>
            {latest ? t('privacy:export.startAgain') : t('privacy:export.start')}
          </Button>
        )}
      </div>
    </div>
  );
}
