import { BellOutlined, BgColorsOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { SettingRow } from '@/components/setting-row';
import { useTranslation } from 'react-i18next';
import { isUnavailable, serverMessage } from '@/lib/api-error';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { PasswordChangeForm } from '@/components/password-change-form';
import { toast } from '@/components/toasts/toast-store';
import { setLanguage } from '@/lib/i18n';
import { LANGUAGES, type Language } from '@overlap/contracts';
import { INTL_LOCALES, isLanguage, LANGUAGE_NAMES } from '@/lib/languages';
import { darkModeChanged } from '@/lib/preferences';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { useGetSettingsQuery, useUpdateSettingsMutation, type UserSettings } from '../api/settings-api';
import { TIMEZONES, timezoneLabel } from '../utils/timezones';
import { CalendarExportCard } from './calendar-export-card';
import { SessionReminderRow } from './session-reminder-row';
import styles from '../settings.module.css';

/** /profile/settings and /profile-settings (docs/product/accounts.md). */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const { data, isLoading, error, refetch } = useGetSettingsQuery();

  if (isLoading) return <PageSpinner label={t('settings:loading')} />;
  if (isUnavailable(error)) return <ServiceUnavailable error={error} onRetry={() => void refetch()} />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('settings:title')}</h1>
        <p>{t('settings:lead')}</p>
      </header>
      {error || !data ? (
        <Alert
          type="error"
          showIcon
          title={t('common:errors.settingsLoad')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : (
        <PreferencesForm settings={data} />
      )}
      <CalendarExportCard />
      <Card
        title={
          <h2 className="card-title">
            <LockOutlined aria-hidden /> {t('common:password.title')}
          </h2>
        }
        className="settings-card"
      >
        <PasswordChangeForm screen="settings" />
      </Card>
    </div>
  );
}

function PreferencesForm({ settings }: { settings: UserSettings }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const translateServer = useServerMessage();
  const dispatch = useAppDispatch();
  const darkMode = useAppSelector((s) => s.preferences.darkMode);
  const [values, setValues] = useState(() => ({
    emailNotifications: settings.emailNotifications,
    pushNotifications: settings.pushNotifications,
    timezone: settings.timezone || DEFAULT_TIMEZONE,
  }));
  const [save, { isLoading }] = useUpdateSettingsMutation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const locale = INTL_LOCALES[language];

  useEffect(() => {
    setValues({
      emailNotifications: settings.emailNotifications,
      pushNotifications: settings.pushNotifications,
      timezone: settings.timezone || DEFAULT_TIMEZONE,
    });
  }, [settings]);

  const zones = TIMEZONES.includes(values.timezone as (typeof TIMEZONES)[number]) ? [...TIMEZONES] : [values.timezone, ...TIMEZONES];

  const submit = async () => {
    const result = await save({ ...values, language, darkMode });
    if ('error' in result) {
      const message = serverMessage(result.error);
      toast({ variant: 'error', title: t('common:toasts.error'), description: message ? translateServer(message) : t('common:errors.settingsSave') });
      return;
    }
    toast({ variant: 'success', title: t('settings:toast.savedTitle'), description: t('settings:toast.savedText') });
  };

  return (
    <>
      <Card
        title={
          <h2 className="card-title">
            <BgColorsOutlined aria-hidden /> {t('settings:appearance.title')}
          </h2>
        }
        className="settings-card"
      >
        <SettingRow id="dark-mode" label={t('settings:appearance.darkMode')} hint={t('settings:appearance.darkModeHint')}>
          <Switch id="dark-mode" checked={darkMode} onChange={(on) => dispatch(darkModeChanged(on))} aria-describedby="dark-mode-hint" />
        </SettingRow>
      </Card>
      <Card
        title={
          <h2 className="card-title">
            <BellOutlined aria-hidden /> {t('settings:notifications.title')}
          </h2>
        }
        className="settings-card"
      >
        <SettingRow id="email-notifications" label={t('settings:notifications.email')} hint={t('settings:notifications.emailHint')}>
          <Switch
            id="email-notifications"
            checked={values.emailNotifications}
            onChange={(on) => setValues((v) => ({ ...v, emailNotifications: on }))}
            aria-describedby="email-notifications-hint"
          />
        </SettingRow>
        <SettingRow id="push-notifications" label={t('settings:notifications.push')} hint={t('settings:notifications.pushHint')}>
          <Switch
            id="push-notifications"
            checked={values.pushNotifications}
            onChange={(on) => setValues((v) => ({ ...v, pushNotifications: on }))}
            aria-describedby="push-notifications-hint"
          />
        </SettingRow>
        <SessionReminderRow />
      </Card>
      <Card
        title={
          <h2 className="card-title">
            <GlobalOutlined aria-hidden /> {t('settings:region.title')}
          </h2>
        }
        className="settings-card"
      >
        <div className={styles.fieldGrid}>
          <div className="field">
            <label htmlFor="settings-language">{t('settings:region.language')}</label>
            <Select
              id="settings-language"
              value={language}
              onChange={(lng: Language) => void setLanguage(lng)}
              options={LANGUAGES.map((lng) => ({ value: lng, label: <span lang={lng}>{LANGUAGE_NAMES[lng]}</span> }))}
            />
          </div>
          <div className="field">
            <label htmlFor="settings-timezone">{t('settings:region.timezone')}</label>
            <Select
              id="settings-timezone"
              value={values.timezone}
              onChange={(timezone: string) => setValues((v) => ({ ...v, timezone }))}
              options={zones.map((zone) => ({ value: zone, label: timezoneLabel(zone, locale) }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </div>
        </div>
      </Card>
      <div className={`form-actions ${styles.stickyActions}`}>
        <Button type="primary" size="large" onClick={() => void submit()} loading={isLoading}>
          {t('settings:save')}
        </Button>
      </div>
    </>
  );
}
