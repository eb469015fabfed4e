import { useTranslation } from 'react-i18next';
import { SettingRow } from '@/components/setting-row';
import { toast } from '@/components/toasts/toast-store';
import { groupsApi } from '@/lib/api-generated/groups';
import styles from '../settings.module.css';

const CHOICES = [0, 10, 30, 60, 1440] as const;
type Choice = (typeof CHOICES)[number];

const reminderApi = groupsApi.enhanceEndpoints({
  endpoints: { getSessionReminder: { providesTags: ['Sessions'] }, setSessionReminder: { invalidatesTags: ['Sessions'] } },
});

/**
 * When to be reminded before a study session one is going to (ADR 052): off, 10, 30 or 60 minutes,
 * or a day before; 30 minutes until the student chooses. Saved at once, apart from the settings form.
 */
export function SessionReminderRow() {
  const { t } = useTranslation(['sessions', 'common']);
  const { data } = reminderApi.useGetSessionReminderQuery();
  const [save, saving] = reminderApi.useSetSessionReminderMutation();
  const choose = async (minutes: Choice) => {
    const result = await save({ minutes });
    toast('error' in result ? { variant: 'error', title: t('sessions:reminder.failed') } : { variant: 'success', title: t('sessions:reminder.saved') });
  };
  return (
    <SettingRow id="session-reminder" label={t('sessions:reminder.label')} hint={t('sessions:reminder.hint')}>
      <select
        id="session-reminder"
        className={styles.settingsSelect}
        aria-describedby="session-reminder-hint"
        value={data?.minutes ?? 30}
        disabled={!data || saving.isLoading}
        onChange={(e) => void choose(Number(e.target.value) as Choice)}
      >
        {CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t(`sessions:reminder.choices.m${minutes}`)}
          </option>
        ))}
      </select>
    </SettingRow>
  );
}
