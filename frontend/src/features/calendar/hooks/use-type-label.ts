import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownType } from '../utils/event-types';

/** The type of a student's own event (schedules' own-occurrences.rules.ts). */
export const OWN_EVENT_TYPE = 'Personal';

/** The type of a group's study session (schedules' session-occurrences.rules.ts). */
export const SESSION_TYPE = 'Study session';

/** The event type in the interface language; a type the app does not know is shown as the feed wrote it. */
export function useTypeLabel(): (type: string) => string {
  const { t } = useTranslation(['calendar', 'ownEvents', 'sessions']);
  return useCallback(
    (type: string) =>
      type === OWN_EVENT_TYPE ? t('ownEvents:type') : type === SESSION_TYPE ? t('sessions:type') : isKnownType(type) ? t(`calendar:types.${type}`) : type,
    [t],
  );
}
