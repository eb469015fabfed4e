import enCommon from '@/locales/en/static-common.json';
import enAbout from '@/locales/en/static-about.json';
import enCareers from '@/locales/en/static-careers.json';
import enBlog from '@/locales/en/static-blog.json';
import enTerms from '@/locales/en/static-terms.json';
import enPrivacy from '@/locales/en/static-privacy.json';
import enCookies from '@/locales/en/static-cookies.json';
import enHelp from '@/locales/en/static-help.json';
import enFaq from '@/locales/en/static-faq.json';
import enContact from '@/locales/en/static-contact.json';
import esCommon from '@/locales/es/static-common.json';
import esAbout from '@/locales/es/static-about.json';
import esCareers from '@/locales/es/static-careers.json';
import esBlog from '@/locales/es/static-blog.json';
import esTerms from '@/locales/es/static-terms.json';
import esPrivacy from '@/locales/es/static-privacy.json';
import esCookies from '@/locales/es/static-cookies.json';
import esHelp from '@/locales/es/static-help.json';
import esFaq from '@/locales/es/static-faq.json';
import esContact from '@/locales/es/static-contact.json';
import frCommon from '@/locales/fr/static-common.json';
import frAbout from '@/locales/fr/static-about.json';
import frCareers from '@/locales/fr/static-careers.json';
import frBlog from '@/locales/fr/static-blog.json';
import frTerms from '@/locales/fr/static-terms.json';
import frPrivacy from '@/locales/fr/static-privacy.json';
import frCookies from '@/locales/fr/static-cookies.json';
import frHelp from '@/locales/fr/static-help.json';
import frFaq from '@/locales/fr/static-faq.json';
import frContact from '@/locales/fr/static-contact.json';
import deCommon from '@/locales/de/static-common.json';
import deAbout from '@/locales/de/static-about.json';
import deCareers from '@/locales/de/static-careers.json';
import deBlog from '@/locales/de/static-blog.json';
import deTerms from '@/locales/de/static-terms.json';
import dePrivacy from '@/locales/de/static-privacy.json';
import deCookies from '@/locales/de/static-cookies.json';
import deHelp from '@/locales/de/static-help.json';
import deFaq from '@/locales/de/static-faq.json';
import deContact from '@/locales/de/static-contact.json';
import zhCommon from '@/locales/zh/static-common.json';
import zhAbout from '@/locales/zh/static-about.json';
import zhCareers from '@/locales/zh/static-careers.json';
import zhBlog from '@/locales/zh/static-blog.json';
import zhTerms from '@/locales/zh/static-terms.json';
import zhPrivacy from '@/locales/zh/static-privacy.json';
import zhCookies from '@/locales/zh/static-cookies.json';
import zhHelp from '@/locales/zh/static-help.json';
import zhFaq from '@/locales/zh/static-faq.json';
import zhContact from '@/locales/zh/static-contact.json';
import daCommon from '@/locales/da/static-common.json';
import daAbout from '@/locales/da/static-about.json';
import daCareers from '@/locales/da/static-careers.json';
import daBlog from '@/locales/da/static-blog.json';
import daTerms from '@/locales/da/static-terms.json';
import daPrivacy from '@/locales/da/static-privacy.json';
import daCookies from '@/locales/da/static-cookies.json';
import daHelp from '@/locales/da/static-help.json';
import daFaq from '@/locales/da/static-faq.json';
import daContact from '@/locales/da/static-contact.json';

/** Every namespace the static pages use; one JSON file per language each. */
export const STATIC_NAMESPACES = [
  'static-common',
  'static-about',
  'static-careers',
  'static-blog',
  'static-terms',
  'static-privacy',
  'static-cookies',
  'static-help',
  'static-faq',
  'static-contact',
] as const;
export type StaticNamespace = (typeof STATIC_NAMESPACES)[number];

export const STATIC_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'da'] as const;
export type StaticLanguage = (typeof STATIC_LANGUAGES)[number];

/** The real translation files, imported statically because jest has no import.meta.glob. */
export const STATIC_RESOURCES: Record<StaticLanguage, Record<StaticNamespace, object>> = {
  en: {
    'static-common': enCommon,
    'static-about': enAbout,
    'static-careers': enCareers,
    'static-blog': enBlog,
    'static-terms': enTerms,
    'static-privacy': enPrivacy,
    'static-cookies': enCookies,
    'static-help': enHelp,
    'static-faq': enFaq,
    'static-contact': enContact,
  },
  es: {
    'static-common': esCommon,
    'static-about': esAbout,
    'static-careers': esCareers,
    'static-blog': esBlog,
    'static-terms': esTerms,
    'static-privacy': esPrivacy,
    'static-cookies': esCookies,
    'static-help': esHelp,
    'static-faq': esFaq,
    'static-contact': esContact,
  },
  fr: {
    'static-common': frCommon,
    'static-about': frAbout,
    'static-careers': frCareers,
    'static-blog': frBlog,
    'static-terms': frTerms,
    'static-privacy': frPrivacy,
    'static-cookies': frCookies,
    'static-help': frHelp,
    'static-faq': frFaq,
    'static-contact': frContact,
  },
  de: {
    'static-common': deCommon,
    'static-about': deAbout,
    'static-careers': deCareers,
    'static-blog': deBlog,
    'static-terms': deTerms,
    'static-privacy': dePrivacy,
    'static-cookies': deCookies,
    'static-help': deHelp,
    'static-faq': deFaq,
    'static-contact': deContact,
  },
  zh: {
    'static-common': zhCommon,
    'static-about': zhAbout,
    'static-careers': zhCareers,
    'static-blog': zhBlog,
    'static-terms': zhTerms,
    'static-privacy': zhPrivacy,
    'static-cookies': zhCookies,
    'static-help': zhHelp,
    'static-faq': zhFaq,
    'static-contact': zhContact,
  },
  da: {
    'static-common': daCommon,
    'static-about': daAbout,
    'static-careers': daCareers,
    'static-blog': daBlog,
    'static-terms': daTerms,
    'static-privacy': daPrivacy,
    'static-cookies': daCookies,
    'static-help': daHelp,
    'static-faq': daFaq,
    'static-contact': daContact,
  },
};
