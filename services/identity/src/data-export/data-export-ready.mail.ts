import type { Language, UserContact } from '@overlap/contracts';
import type { OutgoingMail } from '@overlap/platform';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  ready: (date: string) => string;
  open: string;
  signedIn: string;
  why: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Your Overlap data export is ready',
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    ready: (d) => `The copy of your data you asked for is ready. You can download it from Privacy & Security until ${d}; then it is deleted.`,
    open: 'Open Privacy & Security',
    signedIn: 'The download works only when you are signed in to your own account.',
    why: 'You get this e-mail because e-mail notifications are on in your settings.',
  },
  da: {
    subject: 'Din dataeksport fra Overlap er klar',
    greeting: (n) => (n ? `Hej ${n}` : 'Hej'),
    ready: (d) => `Den kopi af dine data, du bad om, er klar. Du kan hente den under Privatliv og sikkerhed indtil ${d}; derefter slettes den.`,
    open: 'Åbn Privatliv og sikkerhed',
    signedIn: 'Download virker kun, når du er logget ind på din egen konto.',
    why: 'Du får denne e-mail, fordi e-mailnotifikationer er slået til i dine indstillinger.',
  },
  de: {
    subject: 'Dein Datenexport von Overlap ist fertig',
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    ready: (d) =>
      `Die angeforderte Kopie deiner Daten ist fertig. Du kannst sie bis ${d} unter Datenschutz & Sicherheit herunterladen; danach wird sie gelöscht.`,
    open: 'Datenschutz & Sicherheit öffnen',
    signedIn: 'Der Download funktioniert nur, wenn du in deinem eigenen Konto angemeldet bist.',
    why: 'Du erhältst diese E-Mail, weil E-Mail-Benachrichtigungen in deinen Einstellungen aktiviert sind.',
  },
  es: {
    subject: 'Tu exportación de datos de Overlap está lista',
    greeting: (n) => (n ? `Hola ${n}:` : 'Hola:'),
    ready: (d) => `La copia de tus datos que pediste está lista. Puedes descargarla en Privacidad y seguridad hasta el ${d}; después se elimina.`,
    open: 'Abrir Privacidad y seguridad',
    signedIn: 'La descarga solo funciona con tu propia cuenta iniciada.',
    why: 'Recibes este correo porque tienes activadas las notificaciones por correo en tu configuración.',
  },
  fr: {
    subject: 'Votre export de données Overlap est prêt',
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    ready: (d) =>
      `La copie de vos données que vous avez demandée est prête. Téléchargez-la dans Confidentialité et sécurité jusqu’au ${d} ; elle sera ensuite supprimée.`,
    open: 'Ouvrir Confidentialité et sécurité',
    signedIn: 'Le téléchargement ne fonctionne que connecté à votre propre compte.',
    why: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres.',
  },
  zh: {
    subject: '你的 Overlap 数据导出已就绪',
    greeting: (n) => (n ? `${n}，你好：` : '你好：'),
    ready: (d) => `你请求的数据副本已准备好。你可以在 ${d} 之前在“隐私与安全”中下载，之后将被删除。`,
    open: '打开“隐私与安全”',
    signedIn: '只有登录你自己的账户时才能下载。',
    why: '你收到这封邮件是因为你在设置中开启了邮件通知。',
  },
};

/** "Your export is ready", in the student's language; the link leads to the signed-in page, never to the archive itself. */
export function exportReadyMail(contact: UserContact, expiresAt: Date, appBaseUrl: string): OutgoingMail {
  const language = (contact.language in TEXTS ? contact.language : 'en') as Language;
  const texts = TEXTS[language];
  const date = expiresAt.toISOString().slice(0, 10);
  const link = `${appBaseUrl}/profile/privacy`;
  const settings = `${appBaseUrl}/profile/settings`;
  return {
    to: contact.email,
    kind: 'data-export-ready',
    subject: texts.subject,
    language,
    text: `${texts.greeting(contact.firstName)}\n\n${texts.ready(date)}\n\n${texts.open}: ${link}\n\n${texts.signedIn}\n\n${texts.why} ${settings}\n\n— Overlap`,
    html:
      `<p>${escape(texts.greeting(contact.firstName))}</p><p>${escape(texts.ready(date))}</p><p><a href="${escape(link)}">${escape(texts.open)}</a></p>` +
      `<p>${escape(texts.signedIn)}</p><p><small>${escape(texts.why)} <a href="${escape(settings)}">${escape(settings)}</a></small></p><p>— Overlap</p>`,
  };
}
