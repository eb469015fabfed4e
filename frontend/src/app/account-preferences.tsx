import { useEffect, useRef } from 'react';
import { useGetSettingsQuery } from '@/features/settings/api/settings-api';
import { setLanguage } from '@/lib/i18n';
import { isLanguage, storedLanguage } from '@/lib/languages';
import { DARK_MODE_STORAGE_KEY, darkModeChanged } from '@/lib/preferences';
import { useAppDispatch } from '@/lib/store';

/**
 * On a browser that has no choice of its own yet, the account's saved language and theme
 * apply after sign-in; a choice made in this browser wins (ADR 010).
 */
export function AccountPreferences() {
  const { data } = useGetSettingsQuery();
  const dispatch = useAppDispatch();
  const applied = useRef(false);
  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    if (!storedLanguage() && isLanguage(data.language)) void setLanguage(data.language);
    let storedTheme: string | null = null;
    try {
      storedTheme = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    } catch {
      // Storage disabled: nothing stored, the account's choice applies.
    }
    if (storedTheme === null) dispatch(darkModeChanged(data.darkMode));
  }, [data, dispatch]);
  return null;
}
