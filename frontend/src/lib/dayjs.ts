import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { Language } from '@overlap/contracts';

dayjs.extend(localizedFormat);

// English ships with dayjs; the other locales are fetched when first chosen.
const locales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  zh: () => import('dayjs/locale/zh-cn'),
  da: () => import('dayjs/locale/da'),
};
const dayjsName: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', de: 'de', zh: 'zh-cn', da: 'da' };

export async function applyDayjsLocale(language: Language): Promise<void> {
  if (language !== 'en') await locales[language]?.();
  dayjs.locale(dayjsName[language] ?? 'en');
}
