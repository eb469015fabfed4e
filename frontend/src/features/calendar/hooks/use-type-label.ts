import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownType } from '../utils/event-types';

/** The event type in the interface language; a type the app does not know is shown as the feed wrote it. */
export function useTypeLabel(): (type: string) => string {
  const { t } = useTranslation('calendar');
  return useCallback((type: string) => (isKnownType(type) ? t(`calendar:types.${type}`) : type), [t]);
}
