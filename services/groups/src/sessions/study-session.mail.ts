import { LANGUAGES, type Language } from '@overlap/contracts';
import type { OutgoingMail } from '@overlap/platform';

export type SessionMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder' | 'clash';

export interface SessionMailFacts {
  kind: SessionMailKind;
  groupId: string;
  groupName: string;
  title: string;
  start: Date;
  end: Date;
  /** Minutes east of UTC the times are shown at (the booker's). */
  utcOffset: number;
  place: string;
  note: string;
  /** '' when groups does not know the name yet. */
  byName: string;
  /** For 'clash': the member's class now at the session's time. */
  clash?: { title: string; start: Date; end: Date };
}

interface Texts {
  someone: string;
  subject: Record<SessionMailKind, (title: string, group: string) => string>;
  greeting: (name: string) => string;
  lead: Record<SessionMailKind, (by: string, group: string) => string>;
  when: string;
  where: string;
  /** The class a clash mail names. */
  yourClass: string;
  open: string;
  why: string;
  settings: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    someone: 'A member',
    subject: {
      booked: (t, g) => `New study session in ${g}: ${t}`,
      moved: (t, g) => `Study session changed in ${g}: ${t}`,
      cancelled: (t, g) => `Study session cancelled in ${g}: ${t}`,
      reminder: (t, g) => `Reminder: ${t} (${g})`,
      clash: (t, g) => `Your class clashes with ${t} (${g})`,
    },
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    lead: {
      booked: (b, g) => `${b} booked a study session for "${g}". Let the group know whether you are coming.`,
      moved: (b, g) => `${b} changed a study session of "${g}".`,
      cancelled: (b, g) => `${b} cancelled a study session of "${g}".`,
      reminder: (_b, g) => `Your study session of "${g}" starts soon.`,
      clash: (_b, g) => `One of your classes is at the time of a study session of "${g}" you are going to. Change your answer if you cannot come.`,
    },
    when: 'When',
    where: 'Where',
    yourClass: 'Your class',
    open: 'Open the group',
    why: 'You get this e-mail because e-mail notifications are on in your settings.',
    settings: 'Change your settings',
  },
  es: {
    someone: 'Un miembro',
    subject: {
      booked: (t, g) => `Nueva sesión de estudio en ${g}: ${t}`,
      moved: (t, g) => `Sesión de estudio cambiada en ${g}: ${t}`,
      cancelled: (t, g) => `Sesión de estudio cancelada en ${g}: ${t}`,
      reminder: (t, g) => `Recordatorio: ${t} (${g})`,
      clash: (t, g) => `Tu clase coincide con ${t} (${g})`,
    },
    greeting: (n) => (n ? `Hola ${n}:` : 'Hola:'),
    lead: {
      booked: (b, g) => `${b} ha reservado una sesión de estudio para «${g}». Di al grupo si vas a ir.`,
      moved: (b, g) => `${b} ha cambiado una sesión de estudio de «${g}».`,
      cancelled: (b, g) => `${b} ha cancelado una sesión de estudio de «${g}».`,
      reminder: (_b, g) => `Tu sesión de estudio de «${g}» empieza pronto.`,
      clash: (_b, g) => `Una de tus clases es a la hora de una sesión de estudio de «${g}» a la que vas. Cambia tu respuesta si no puedes ir.`,
    },
    when: 'Cuándo',
    where: 'Dónde',
    yourClass: 'Tu clase',
    open: 'Abrir el grupo',
    why: 'Recibes este correo porque tienes activadas las notificaciones por correo en tu configuración.',
    settings: 'Cambiar tu configuración',
  },
  fr: {
    someone: 'Un membre',
    subject: {
      booked: (t, g) => `Nouvelle séance d'étude dans ${g} : ${t}`,
      moved: (t, g) => `Séance d'étude modifiée dans ${g} : ${t}`,
      cancelled: (t, g) => `Séance d'étude annulée dans ${g} : ${t}`,
      reminder: (t, g) => `Rappel : ${t} (${g})`,
      clash: (t, g) => `Votre cours tombe pendant ${t} (${g})`,
    },
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    lead: {
      booked: (b, g) => `${b} a réservé une séance d'étude pour « ${g} ». Dites au groupe si vous venez.`,
      moved: (b, g) => `${b} a modifié une séance d'étude de « ${g} ».`,
      cancelled: (b, g) => `${b} a annulé une séance d'étude de « ${g} ».`,
      reminder: (_b, g) => `Votre séance d'étude de « ${g} » commence bientôt.`,
      clash: (_b, g) =>
        `L'un de vos cours a lieu à l'heure d'une séance d'étude de « ${g} » à laquelle vous allez. Modifiez votre réponse si vous ne pouvez pas venir.`,
    },
    when: 'Quand',
    where: 'Où',
    yourClass: 'Votre cours',
    open: 'Ouvrir le groupe',
    why: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres.',
    settings: 'Modifier vos paramètres',
  },
  de: {
    someone: 'Ein Mitglied',
    subject: {
      booked: (t, g) => `Neue Lernsitzung in ${g}: ${t}`,
      moved: (t, g) => `Lernsitzung geändert in ${g}: ${t}`,
      cancelled: (t, g) => `Lernsitzung abgesagt in ${g}: ${t}`,
      reminder: (t, g) => `Erinnerung: ${t} (${g})`,
      clash: (t, g) => `Deine Lehrveranstaltung überschneidet sich mit ${t} (${g})`,
    },
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    lead: {
      booked: (b, g) => `${b} hat eine Lernsitzung für „${g}“ gebucht. Sag der Gruppe, ob du kommst.`,
      moved: (b, g) => `${b} hat eine Lernsitzung von „${g}“ geändert.`,
      cancelled: (b, g) => `${b} hat eine Lernsitzung von „${g}“ abgesagt.`,
      reminder: (_b, g) => `Deine Lernsitzung von „${g}“ beginnt bald.`,
      clash: (_b, g) =>
        `Eine deiner Lehrveranstaltungen liegt zur Zeit einer Lernsitzung von „${g}“, zu der du gehst. Ändere deine Antwort, wenn du nicht kommen kannst.`,
    },
    when: 'Wann',
    where: 'Wo',
    yourClass: 'Deine Lehrveranstaltung',
    open: 'Gruppe öffnen',
    why: 'Du bekommst diese E-Mail, weil E-Mail-Benachrichtigungen in deinen Einstellungen eingeschaltet sind.',
    settings: 'Einstellungen ändern',
  },
  zh: {
    someone: '一位成员',
    subject: {
      booked: (t, g) => `${g} 有新的学习时段：${t}`,
      moved: (t, g) => `${g} 的学习时段已更改：${t}`,
      cancelled: (t, g) => `${g} 的学习时段已取消：${t}`,
      reminder: (t, g) => `提醒：${t}（${g}）`,
      clash: (t, g) => `你的课与 ${t}（${g}）时间冲突`,
    },
    greeting: (n) => (n ? `${n}，您好：` : '您好：'),
    lead: {
      booked: (b, g) => `${b} 为“${g}”预订了一个学习时段。请告诉小组您是否参加。`,
      moved: (b, g) => `${b} 更改了“${g}”的一个学习时段。`,
      cancelled: (b, g) => `${b} 取消了“${g}”的一个学习时段。`,
      reminder: (_b, g) => `你在“${g}”的学习时段即将开始。`,
      clash: (_b, g) => `你的一节课与“${g}”中你要参加的学习时段时间冲突。如果不能参加，请更改你的回复。`,
    },
    when: '时间',
    where: '地点',
    yourClass: '你的课',
    open: '打开小组',
    why: '您收到这封邮件，是因为您在设置中开启了电子邮件通知。',
    settings: '更改设置',
  },
  da: {
    someone: 'Et medlem',
    subject: {
      booked: (t, g) => `Ny studiesession i ${g}: ${t}`,
      moved: (t, g) => `Studiesession ændret i ${g}: ${t}`,
      cancelled: (t, g) => `Studiesession aflyst i ${g}: ${t}`,
      reminder: (t, g) => `Påmindelse: ${t} (${g})`,
      clash: (t, g) => `Din undervisning falder sammen med ${t} (${g})`,
    },
    greeting: (n) => (n ? `Hej ${n}` : 'Hej'),
    lead: {
      booked: (b, g) => `${b} har booket en studiesession for »${g}«. Fortæl gruppen, om du kommer.`,
      moved: (b, g) => `${b} har ændret en studiesession i »${g}«.`,
      cancelled: (b, g) => `${b} har aflyst en studiesession i »${g}«.`,
      reminder: (_b, g) => `Din studiesession i »${g}« starter snart.`,
      clash: (_b, g) => `Du har undervisning på tidspunktet for en studiesession i »${g}«, som du kommer til. Skift dit svar, hvis du ikke kan komme.`,
    },
    when: 'Hvornår',
    where: 'Hvor',
    yourClass: 'Din undervisning',
    open: 'Åbn gruppen',
    why: 'Du får denne e-mail, fordi e-mailnotifikationer er slået til i dine indstillinger.',
    settings: 'Skift dine indstillinger',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const languageOf = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** "Tue 3 Mar 2026, 14:00–16:00 (UTC+01:00)" in the reader's language, at the booker's offset. */
export function sessionWhen(language: string, start: Date, end: Date, utcOffset: number): string {
  const shift = (d: Date) => new Date(d.getTime() + utcOffset * 60_000);
  const day = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(shift(start));
  const time = new Intl.DateTimeFormat(language, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const sign = utcOffset < 0 ? '-' : '+';
  const abs = Math.abs(utcOffset);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${day}, ${time.format(shift(start))}–${time.format(shift(end))} (${offset})`;
}

/** The group page, where the session card is (after sign-in if needed). */
export const sessionLink = (appBaseUrl: string, groupId: string) => `${appBaseUrl}/study-groups?${new URLSearchParams({ group: groupId })}`;

/** A new, changed or cancelled study session, a reminder or a clash with one's class, in the member's interface language. */
export function sessionMail(to: { email: string; firstName: string; language: string }, facts: SessionMailFacts, appBaseUrl: string): OutgoingMail {
  const language = languageOf(to.language);
  const t = TEXTS[language];
  const link = sessionLink(appBaseUrl, facts.groupId);
  const settings = `${appBaseUrl}/profile/settings`;
  const lines = [
    t.greeting(to.firstName.trim()),
    t.lead[facts.kind](facts.byName || t.someone, facts.groupName),
    facts.title,
    `${t.when}: ${sessionWhen(language, facts.start, facts.end, facts.utcOffset)}`,
    ...(facts.place ? [`${t.where}: ${facts.place}`] : []),
    ...(facts.clash ? [`${t.yourClass}: ${facts.clash.title}, ${sessionWhen(language, facts.clash.start, facts.clash.end, facts.utcOffset)}`] : []),
    ...(facts.note ? [facts.note] : []),
  ];
  return {
    to: to.email,
    kind: `session-${facts.kind}`,
    subject: t.subject[facts.kind](facts.title, facts.groupName),
    language,
    text: [...lines, `${t.open}: ${link}`, `${t.why}\n${t.settings}: ${settings}`].join('\n\n') + '\n',
    html: [
      ...lines.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(t.why)} <a href="${escapeHtml(settings)}">${escapeHtml(t.settings)}</a></p>`,
    ].join(''),
  };
}
