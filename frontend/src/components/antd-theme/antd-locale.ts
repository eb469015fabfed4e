import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@overlap/contracts';

/** antd's own texts (pagination, pickers, …) per language; English is in antd's core already, the rest are fetched when first needed. */
const loaded: Partial<Record<Language, Locale>> = { en: enUS };
const remember = (language: Language) => (m: { default: Locale }) => (loaded[language] = m.default);

export const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  es: () => import('antd/es/locale/es_ES').then(remember('es')),
  fr: () => import('antd/es/locale/fr_FR').then(remember('fr')),
  de: () => import('antd/es/locale/de_DE').then(remember('de')),
  zh: () => import('antd/es/locale/zh_CN').then(remember('zh')),
  da: () => import('antd/es/locale/da_DK').then(remember('da')),
};

/** The locale if it has been loaded already, so a screen opened later starts with it. */
export const loadedAntdLocale = (language: Language): Locale | undefined => loaded[language];
