import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDayjsLocale } from '@/lib/dayjs';
import { isLanguage } from '@/lib/languages';
import { useAppSelector } from '@/lib/store';
import { antdLocales, loadedAntdLocale } from './antd-locale';
import { buttonConfig, darkTheme, lightTheme } from './theme';

/**
 * antd's theme (light or dark) and its own texts in the current language, around the screens
 * built with antd: the signed-in app, sign-in, pricing and the static pages. Loaded with them,
 * never with the landing page, whose first load carries no antd (ADR 041).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const darkMode = useAppSelector((s) => s.preferences.darkMode);
  // Only the language: no namespace to wait for, so the page inside never suspends on this.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  // Never undefined: ConfigProvider adds its locale layer only when given one, and adding it later
  // would remount the page below. A locale loaded before applies from the first render, else English
  // until the language's own arrives.
  const [locale, setLocale] = useState<Locale>(() => loadedAntdLocale(isLanguage(i18n.language) ? i18n.language : 'en') ?? loadedAntdLocale('en')!);

  useEffect(() => {
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    let current = true;
    void antdLocales[language]().then((l) => current && setLocale(l));
    // dayjs is antd's date library (pickers, calendars): its locale follows wherever antd is loaded.
    void applyDayjsLocale(language);
    return () => {
      current = false;
    };
  }, [i18n.language]);

  return (
    <ConfigProvider theme={darkMode ? darkTheme : lightTheme} locale={locale} button={buttonConfig}>
      {children}
    </ConfigProvider>
  );
}
