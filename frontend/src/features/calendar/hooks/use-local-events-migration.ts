import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast-store';
import { useMigrateLocalEventsMutation } from '../api/calendar-api';
import { batches, LOCAL_EVENTS_KEY, readLocalEvents } from '../utils/local-events';

// Once per page load: the list is gone after a successful import, and a failure waits for the next load.
let started = false;

/**
 * On load, events an earlier version kept in this browser are sent to
 * POST /api/ics/subscriptions/migrate; failure is ignored. Once the server holds them the
 * browser's copy is removed, so the next person signing in on this browser does not import them.
 */
export function useLocalEventsMigration(onImported: () => void) {
  const { t } = useTranslation('calendar');
  const [migrate] = useMigrateLocalEventsMutation();
  useEffect(() => {
    if (started) return;
    const events = readLocalEvents(window.localStorage);
    if (!events?.length) return;
    started = true;
    void (async () => {
      let imported = 0;
      for (const batch of batches(events)) {
        const result = await migrate({ events: batch });
        if ('error' in result) {
          console.warn('Importing the events kept in this browser failed; trying again on the next load.', result.error);
          started = false;
          return;
        }
        imported += result.data.migratedCount;
      }
      try {
        window.localStorage.removeItem(LOCAL_EVENTS_KEY);
      } catch {
        // Storage disabled: the import is idempotent, the next load adds nothing.
      }
      if (imported) {
        toast({ variant: 'success', title: t('calendar:migrated.title'), description: t('calendar:migrated.text', { count: imported }) });
        // The events reach schedules through Kafka a moment later: let the calendar catch up.
        onImported();
      }
    })();
  }, [migrate, t, onImported]);
}
