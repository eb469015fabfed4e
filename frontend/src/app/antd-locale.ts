import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@overlap/contracts';

/** antd's own texts (pagination, pickers, …) per language; English is in antd's core already, the rest are fetched when first needed. */
export const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  de: () => import('antd/es/locale/de_DE').then((m) => m.default),
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  da: () => import('antd/es/locale/da_DK').then((m) => m.default),
};
