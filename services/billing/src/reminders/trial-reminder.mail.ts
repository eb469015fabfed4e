import type { OutgoingMail } from '@overlap/platform';

const LOCALES = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', zh: 'zh-CN', da: 'da-DK' } as const;
type Language = keyof typeof LOCALES;

interface Texts {
  subject: (days: number) => string;
  greeting: (name: string) => string;
  body: (date: string) => string;
  manage: string;
  cancel: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (d) => `Your Overlap free trial ends in ${d} ${d === 1 ? 'day' : 'days'}`,
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    body: (date) => `your 7-day free trial of Overlap Premium ends on ${date}. After that, premium continues automatically and your chosen plan is charged.`,
    manage: 'Manage your subscription',
    cancel: 'If you cancel before the trial ends, you will not be charged.',
  },
  es: {
    subject: (d) => `Tu prueba gratuita de Overlap termina en ${d} ${d === 1 ? 'día' : 'días'}`,
    greeting: (n) => (n ? `Hola ${n}:` : 'Hola:'),
    body: (date) =>
      `tu prueba gratuita de 7 días de Overlap Premium termina el ${date}. Después, premium continúa automáticamente y se cobra el plan que elegiste.`,
    manage: 'Gestionar tu suscripción',
    cancel: 'Si cancelas antes de que termine la prueba, no se te cobrará nada.',
  },
  fr: {
    subject: (d) => `Votre essai gratuit d'Overlap se termine dans ${d} ${d === 1 ? 'jour' : 'jours'}`,
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    body: (date) =>
      `votre essai gratuit de 7 jours d'Overlap Premium se termine le ${date}. Ensuite, premium continue automatiquement et le forfait choisi est facturé.`,
    manage: 'Gérer votre abonnement',
    cancel: "Si vous annulez avant la fin de l'essai, rien ne vous sera facturé.",
  },
  de: {
    subject: (d) => `Deine kostenlose Overlap-Testphase endet in ${d} ${d === 1 ? 'Tag' : 'Tagen'}`,
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    body: (date) =>
      `deine 7-tägige kostenlose Testphase von Overlap Premium endet am ${date}. Danach läuft Premium automatisch weiter und dein gewählter Tarif wird berechnet.`,
    manage: 'Abonnement verwalten',
    cancel: 'Wenn du vor Ende der Testphase kündigst, wird dir nichts berechnet.',
  },
  zh: {
    subject: (d) => `您的 Overlap 免费试用将在 ${d} 天后结束`,
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    body: (date) => `您的 Overlap Premium 7 天免费试用将于 ${date} 结束。之后高级版将自动继续，并按您选择的方案收费。`,
    manage: '管理您的订阅',
    cancel: '如果您在试用结束前取消，将不会被收费。',
  },
  da: {
    subject: (d) => `Din gratis prøveperiode på Overlap slutter om ${d} ${d === 1 ? 'dag' : 'dage'}`,
    greeting: (n) => (n ? `Hej ${n}` : 'Hej'),
    body: (date) =>
      `din 7-dages gratis prøveperiode på Overlap Premium slutter den ${date}. Derefter fortsætter premium automatisk, og den valgte plan bliver opkrævet.`,
    manage: 'Administrer dit abonnement',
    cancel: 'Hvis du opsiger før prøveperioden slutter, bliver du ikke opkrævet.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const languageOf = (language: string): Language => (language in LOCALES ? (language as Language) : 'en');

/** The reminder a few days before the trial ends, in the student's language. */
export function trialReminderMail(to: { email: string; firstName: string; language: string }, trialEnd: Date, now: Date, appBaseUrl: string): OutgoingMail {
  const language = languageOf(to.language);
  const t = TEXTS[language];
  const days = Math.max(1, Math.ceil((trialEnd.getTime() - now.getTime()) / 86_400_000));
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(trialEnd);
  const link = `${appBaseUrl}/pricing`;
  const name = to.firstName.trim();
  return {
    to: to.email,
    kind: 'trial-reminder',
    subject: t.subject(days),
    language,
    text: `${t.greeting(name)}\n\n${t.body(date)}\n\n${t.cancel}\n\n${t.manage}: ${link}\n`,
    html: `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body(date))}</p><p>${escapeHtml(t.cancel)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.manage)}</a></p>`,
  };
}
