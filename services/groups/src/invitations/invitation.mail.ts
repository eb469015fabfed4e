import { LANGUAGES, type Language } from '@overlap/contracts';
import type { OutgoingMail } from '@overlap/platform';

export interface InvitationMailFacts {
  invitationId: string;
  inviterId: string;
  groupName: string;
  courseCode: string | null;
  /** '' when groups does not know the inviter's name yet. */
  inviterName: string;
  message: string | null;
  /** INVITATIONS_REQUIRE_PREMIUM: the mail says so rather than promise a free join. */
  acceptRequiresPremium: boolean;
}

interface Texts {
  someone: string;
  subject: (inviter: string, group: string) => string;
  greeting: (name: string) => string;
  invited: (inviter: string, group: string) => string;
  open: string;
  premium: string;
  why: string;
  settings: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    someone: 'A classmate',
    subject: (i, g) => `${i} invited you to the study group ${g}`,
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    invited: (i, g) => `${i} invited you to join the study group "${g}" on Overlap.`,
    open: 'Open the invitation',
    premium: 'Accepting an invitation needs premium; the 7-day free trial counts.',
    why: 'You get this e-mail because e-mail notifications are on in your settings.',
    settings: 'Change your settings',
  },
  es: {
    someone: 'Un compañero',
    subject: (i, g) => `${i} te ha invitado al grupo de estudio ${g}`,
    greeting: (n) => (n ? `Hola ${n}:` : 'Hola:'),
    invited: (i, g) => `${i} te ha invitado a unirte al grupo de estudio «${g}» en Overlap.`,
    open: 'Abrir la invitación',
    premium: 'Para aceptar una invitación necesitas premium; la prueba gratuita de 7 días cuenta.',
    why: 'Recibes este correo porque tienes activadas las notificaciones por correo en tu configuración.',
    settings: 'Cambiar tu configuración',
  },
  fr: {
    someone: 'Un camarade',
    subject: (i, g) => `${i} vous a invité au groupe d'étude ${g}`,
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    invited: (i, g) => `${i} vous a invité à rejoindre le groupe d'étude « ${g} » sur Overlap.`,
    open: "Ouvrir l'invitation",
    premium: "Accepter une invitation nécessite premium ; l'essai gratuit de 7 jours compte.",
    why: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres.',
    settings: 'Modifier vos paramètres',
  },
  de: {
    someone: 'Jemand aus deinem Kurs',
    subject: (i, g) => `${i} hat dich in die Lerngruppe ${g} eingeladen`,
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    invited: (i, g) => `${i} hat dich eingeladen, der Lerngruppe „${g}“ auf Overlap beizutreten.`,
    open: 'Einladung öffnen',
    premium: 'Zum Annehmen einer Einladung brauchst du Premium; die 7-tägige kostenlose Testphase zählt.',
    why: 'Du bekommst diese E-Mail, weil E-Mail-Benachrichtigungen in deinen Einstellungen eingeschaltet sind.',
    settings: 'Einstellungen ändern',
  },
  zh: {
    someone: '一位同学',
    subject: (i, g) => `${i} 邀请您加入学习小组 ${g}`,
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    invited: (i, g) => `${i} 邀请您在 Overlap 上加入学习小组“${g}”。`,
    open: '打开邀请',
    premium: '接受邀请需要高级版；7 天免费试用也算。',
    why: '您收到这封邮件，是因为您在设置中开启了电子邮件通知。',
    settings: '更改设置',
  },
  da: {
    someone: 'En medstuderende',
    subject: (i, g) => `${i} har inviteret dig til studiegruppen ${g}`,
    greeting: (n) => (n ? `Hej ${n}` : 'Hej'),
    invited: (i, g) => `${i} har inviteret dig til at blive medlem af studiegruppen »${g}« på Overlap.`,
    open: 'Åbn invitationen',
    premium: 'Det kræver premium at acceptere en invitation; den gratis 7-dages prøveperiode tæller med.',
    why: 'Du får denne e-mail, fordi e-mailnotifikationer er slået til i dine indstillinger.',
    settings: 'Skift dine indstillinger',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const languageOf = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** Where the mail's button leads: the invitation on Study Groups, after sign-in if needed (deep links). */
export const invitationLink = (appBaseUrl: string, invitationId: string) => `${appBaseUrl}/study-groups?${new URLSearchParams({ invitation: invitationId })}`;

/** The invitation e-mail (ADR 031), in the invitee's interface language. */
export function invitationMail(to: { email: string; firstName: string; language: string }, facts: InvitationMailFacts, appBaseUrl: string): OutgoingMail {
  const language = languageOf(to.language);
  const t = TEXTS[language];
  const group = facts.courseCode ? `${facts.groupName} (${facts.courseCode})` : facts.groupName;
  const inviter = facts.inviterName || t.someone;
  const link = invitationLink(appBaseUrl, facts.invitationId);
  const settings = `${appBaseUrl}/profile/settings`;
  const paragraphs = [t.greeting(to.firstName.trim()), t.invited(inviter, group), ...(facts.message ? [`“${facts.message}”`] : [])];
  const premium = facts.acceptRequiresPremium ? [t.premium] : [];
  return {
    to: to.email,
    kind: 'invitation',
    subject: t.subject(inviter, facts.groupName),
    language,
    text: [...paragraphs, ...premium, `${t.open}: ${link}`, `${t.why}\n${t.settings}: ${settings}`].join('\n\n') + '\n',
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...premium.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(t.why)} <a href="${escapeHtml(settings)}">${escapeHtml(t.settings)}</a></p>`,
    ].join(''),
  };
}
