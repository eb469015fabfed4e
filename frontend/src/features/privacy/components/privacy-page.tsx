import { CloudDownloadOutlined, EyeOutlined, LockOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { SettingRow } from '@/components/setting-row';
import { PasswordChangeForm } from '@/components/password-change-form';
import { toast } from '@/components/toasts/toast-store';
import { isUnavailable } from '@/lib/api-error';
import { useGetPrivacyQuery, useUpdatePrivacyMutation, type PrivacySettings } from '../api/privacy-api';
import { DangerZone } from './danger-zone';
import { DataExportCard } from './data-export-card';
import styles from '../privacy.module.css';

const SWITCHES: { field: keyof PrivacySettings; label: string; hint: string }[] = [
  { field: 'profileVisibility', label: 'privacy:switches.profileVisibility', hint: 'privacy:switches.profileVisibilityHint' },
  { field: 'scheduleVisibility', label: 'privacy:switches.scheduleVisibility', hint: 'privacy:switches.scheduleVisibilityHint' },
  { field: 'allowDirectMessages', label: 'privacy:switches.allowDirectMessages', hint: 'privacy:switches.allowDirectMessagesHint' },
  { field: 'showOnlineStatus', label: 'privacy:switches.showOnlineStatus', hint: 'privacy:switches.showOnlineStatusHint' },
];

/** /profile/privacy (docs/product/privacy.md): the four switches are stored (ADR 006), password, Download my data (ADR 048), Danger Zone. */
export function PrivacyPage() {
  const { t } = useTranslation(['privacy', 'common']);
  const { data, isLoading, error, refetch } = useGetPrivacyQuery();
  const [update] = useUpdatePrivacyMutation();

  const toggle = async (field: keyof PrivacySettings, value: boolean) => {
    const result = await update({ [field]: value });
    if ('error' in result) toast({ variant: 'error', title: t('common:toasts.error'), description: t('common:errors.privacyUpdate') });
    else toast({ variant: 'success', title: t('privacy:toast.savedTitle'), description: t('privacy:toast.savedText') });
  };

  if (isLoading) return <PageSpinner label={t('privacy:loading')} />;
  if (isUnavailable(error)) return <ServiceUnavailable error={error} onRetry={() => void refetch()} />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('privacy:title')}</h1>
        <p>{t('privacy:lead')}</p>
      </header>
      <Card
        title={
          <h2 className="card-title">
            <EyeOutlined aria-hidden /> {t('privacy:switches.title')}
          </h2>
        }
        className="settings-card"
      >
        {error || !data ? (
          <Alert
            type="error"
            showIcon
            title={t('common:errors.privacyLoad')}
            action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
          />
        ) : (
          SWITCHES.map(({ field, label, hint }) => (
            <SettingRow key={field} id={`privacy-${field}`} label={t(label)} hint={t(hint)}>
              <Switch id={`privacy-${field}`} checked={data[field]} onChange={(on) => void toggle(field, on)} aria-describedby={`privacy-${field}-hint`} />
            </SettingRow>
          ))
        )}
      </Card>
      <Card
        title={
          <h2 className="card-title">
            <LockOutlined aria-hidden /> {t('common:password.title')}
          </h2>
        }
        className="settings-card"
      >
        <PasswordChangeForm screen="privacy" />
      </Card>
      <Card
        title={
          <h2 className="card-title">
            <CloudDownloadOutlined aria-hidden /> {t('privacy:export.title')}
          </h2>
        }
        className="settings-card"
      >
        <DataExportCard />
      </Card>
      <Card
        title={
          <h2 className={`${styles.dangerTitle} card-title`}>
            <WarningOutlined aria-hidden /> {t('privacy:danger.title')}
          </h2>
        }
        className="settings-card"
        styles={{ root: { borderColor: 'var(--danger-border)' } }}
      >
        <DangerZone />
      </Card>
    </div>
  );
}
