import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageTitleKey } from './page-titles';

const APP_NAME = 'Overlap';

/**
 * Sets the document title of the page the path shows, in the interface language. Paths it does
 * not know (landing, static pages) keep what their page sets: the title goes back to 'Overlap'
 * only if it is still the one set here, since a page's own effect runs before this one.
 */
export function usePageTitle(signedIn: boolean) {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const lastSet = useRef<string | undefined>(undefined);
  const key = pageTitleKey(pathname, signedIn);
  useEffect(() => {
    if (key) {
      const title = t('common:pageTitle.format', { page: t(`common:pageTitle.${key}`) });
      document.title = title;
      lastSet.current = title;
    } else if (lastSet.current !== undefined && document.title === lastSet.current) {
      document.title = APP_NAME;
      lastSet.current = undefined;
    }
  }, [key, t, i18n.language]);
}
