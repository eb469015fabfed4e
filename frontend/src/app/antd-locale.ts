import type { Locale } from 'antd/es/locale';
import type { Language } from '@/lib/languages';

/** antd's own texts (pagination, pickers, …) per language, fetched when first needed. */
export const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  de: () => import('antd/es/locale/de_DE').then((m) => m.default),
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  da: () => import('antd/es/locale/da_DK').then((m) => m.default),
};
