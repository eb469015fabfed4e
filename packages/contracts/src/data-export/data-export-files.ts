import type { Language } from '../identity/languages';

// Every file a data export may hold, by folder, with what it holds in each interface language: the
// services name their files from here and identity's README explains them from here, so a file
// nobody described cannot reach an archive (the assembler refuses it).

type Texts = Record<Language, string>;

const PROFILE_PICTURE: Texts = {
  en: 'The profile picture you uploaded, as it was stored.',
  da: 'Det profilbillede, du har uploadet, som det blev gemt.',
  de: 'Das Profilbild, das du hochgeladen hast, wie es gespeichert wurde.',
  es: 'La foto de perfil que subiste, tal como se guardó.',
  fr: 'La photo de profil que vous avez envoyée, telle qu’elle a été enregistrée.',
  zh: '你上传的头像（按保存时的原样）。',
};

export const DATA_EXPORT_FILES = {
  identity: {
    'profile.json': {
      en: 'Your profile: e-mail address, names, username, bio, colour, profile picture and when the account was created.',
      da: 'Din profil: e-mailadresse, navne, brugernavn, bio, farve, profilbillede og hvornår kontoen blev oprettet.',
      de: 'Dein Profil: E-Mail-Adresse, Namen, Benutzername, Bio, Farbe, Profilbild und wann das Konto erstellt wurde.',
      es: 'Tu perfil: correo, nombres, nombre de usuario, biografía, color, foto de perfil y cuándo se creó la cuenta.',
      fr: 'Votre profil : adresse e-mail, noms, nom d’utilisateur, bio, couleur, photo de profil et date de création du compte.',
      zh: '你的个人资料：电子邮件地址、姓名、用户名、简介、颜色、头像以及账户创建时间。',
    },
    'profile-picture.jpg': PROFILE_PICTURE,
    'profile-picture.png': PROFILE_PICTURE,
    'profile-picture.gif': PROFILE_PICTURE,
    'profile-picture.webp': PROFILE_PICTURE,
    'settings.json': {
      en: 'Your settings: language, time zone, theme, notifications and the privacy choices (public profile, schedule visibility, direct messages, online status).',
      da: 'Dine indstillinger: sprog, tidszone, tema, notifikationer og privatlivsvalgene (offentlig profil, synligt skema, direkte beskeder, online-status).',
      de: 'Deine Einstellungen: Sprache, Zeitzone, Design, Benachrichtigungen und die Datenschutz-Schalter (öffentliches Profil, Stundenplan sichtbar, Direktnachrichten, Online-Status).',
      es: 'Tus ajustes: idioma, zona horaria, tema, notificaciones y las opciones de privacidad (perfil público, horario visible, mensajes directos, estado en línea).',
      fr: 'Vos paramètres : langue, fuseau horaire, thème, notifications et choix de confidentialité (profil public, emploi du temps visible, messages directs, statut en ligne).',
      zh: '你的设置：语言、时区、主题、通知以及隐私选项（公开资料、课表可见性、私信、在线状态）。',
    },
    'sessions.json': {
      en: 'Your sign-in sessions: when each started, when it was last used, when it ends or was ended. Tokens are never stored in a usable form and are not included.',
      da: 'Dine login-sessioner: hvornår hver startede, sidst blev brugt, og hvornår den udløber eller blev afsluttet. Tokens gemmes aldrig i brugbar form og er ikke med.',
      de: 'Deine Anmeldesitzungen: wann jede begann, zuletzt genutzt wurde und wann sie endet oder beendet wurde. Tokens werden nie nutzbar gespeichert und sind nicht enthalten.',
      es: 'Tus sesiones: cuándo empezó cada una, cuándo se usó por última vez y cuándo termina o terminó. Los tokens nunca se guardan de forma utilizable y no se incluyen.',
      fr: 'Vos sessions : début, dernière utilisation, fin prévue ou effective. Les jetons ne sont jamais stockés sous une forme utilisable et ne sont pas inclus.',
      zh: '你的登录会话：每个会话的开始时间、最近使用时间以及结束时间。令牌从不以可用形式保存，也不包含在内。',
    },
    'emails.json': {
      en: 'E-mails the account service sent you (password resets, "your export is ready"): kind, subject as sent, language and when. Never the link or the text.',
      da: 'E-mails som kontotjenesten har sendt dig (nulstilling af adgangskode, "din eksport er klar"): type, emne som sendt, sprog og hvornår. Aldrig linket eller teksten.',
      de: 'E-Mails des Kontodienstes an dich (Passwort zurücksetzen, „Dein Export ist fertig“): Art, Betreff wie gesendet, Sprache und wann. Nie der Link oder der Text.',
      es: 'Correos que te envió el servicio de cuentas (restablecer la contraseña, «tu exportación está lista»): tipo, asunto tal como se envió, idioma y cuándo. Nunca el enlace ni el texto.',
      fr: 'E-mails envoyés par le service des comptes (réinitialisation du mot de passe, « votre export est prêt ») : type, objet tel qu’envoyé, langue et date. Jamais le lien ni le texte.',
      zh: '账户服务发给你的邮件（重置密码、“导出已就绪”）：类型、发送时的主题、语言和时间。不含链接和正文。',
    },
    'data-exports.json': {
      en: 'Your data exports: when each was asked for, its state and when its archive expires.',
      da: 'Dine dataeksporter: hvornår hver blev bestilt, dens status og hvornår arkivet udløber.',
      de: 'Deine Datenexporte: wann jeder angefordert wurde, sein Stand und wann sein Archiv abläuft.',
      es: 'Tus exportaciones de datos: cuándo se pidió cada una, su estado y cuándo caduca su archivo.',
      fr: 'Vos exports de données : date de demande, état et date d’expiration de l’archive.',
      zh: '你的数据导出：每次请求的时间、状态以及归档的过期时间。',
    },
  },
  schedules: {
    'occurrences.json': {
      en: 'Every class and event stored in your calendar: title, place, description, type, start and end, and the feed or import it came from.',
      da: 'Alle undervisningsgange og begivenheder i din kalender: titel, sted, beskrivelse, type, start og slut, og det feed eller den import de kom fra.',
      de: 'Jede Veranstaltung und jeder Termin in deinem Kalender: Titel, Ort, Beschreibung, Art, Beginn und Ende sowie der Feed oder Import, aus dem sie stammen.',
      es: 'Cada clase y evento guardado en tu calendario: título, lugar, descripción, tipo, inicio y fin, y el feed o la importación de la que vino.',
      fr: 'Chaque cours et événement de votre calendrier : titre, lieu, description, type, début et fin, et le flux ou l’import d’origine.',
      zh: '日历中保存的每节课和每个活动：标题、地点、描述、类型、开始和结束时间，以及其来源的订阅或导入。',
    },
    'sources.json': {
      en: 'The feeds and imports your calendar is built from, as the calendar service knows them (name, kind, dates covered).',
      da: 'De feeds og importer din kalender bygger på, som kalendertjenesten kender dem (navn, type, dækkede datoer).',
      de: 'Die Feeds und Importe, aus denen dein Kalender besteht, wie der Kalenderdienst sie kennt (Name, Art, abgedeckter Zeitraum).',
      es: 'Los feeds e importaciones de los que se forma tu calendario, tal como los conoce el servicio de calendario (nombre, tipo, fechas).',
      fr: 'Les flux et imports qui composent votre calendrier, tels que le service calendrier les connaît (nom, type, période couverte).',
      zh: '构成你日历的订阅和导入（名称、类型、覆盖日期），即日历服务所知的信息。',
    },
    'cleared-weeks.json': {
      en: 'The weeks you cleared (no classes shown that week).',
      da: 'De uger du har ryddet (ingen undervisning vist den uge).',
      de: 'Die Wochen, die du geleert hast (in dieser Woche werden keine Veranstaltungen gezeigt).',
      es: 'Las semanas que vaciaste (esa semana no se muestran clases).',
      fr: 'Les semaines que vous avez vidées (aucun cours affiché cette semaine-là).',
      zh: '你清空的周（该周不显示课程）。',
    },
    'calendar-link.json': {
      en: 'Your private calendar link, if you made one: when it was created and last read (the link itself is stored only as a hash).',
      da: 'Dit private kalenderlink, hvis du har lavet et: hvornår det blev oprettet og sidst læst (selve linket gemmes kun som en hash).',
      de: 'Dein privater Kalenderlink, falls du einen erstellt hast: wann er erstellt und zuletzt gelesen wurde (der Link selbst ist nur als Hash gespeichert).',
      es: 'Tu enlace privado de calendario, si creaste uno: cuándo se creó y se leyó por última vez (el enlace solo se guarda como hash).',
      fr: 'Votre lien de calendrier privé, si vous en avez créé un : création et dernière lecture (le lien n’est stocké que sous forme de hachage).',
      zh: '你的私人日历链接（如已创建）：创建时间和最近读取时间（链接本身只以哈希形式保存）。',
    },
    'own-events.json': {
      en: 'Your own events (a job shift, training, a study session): title, place, note, times and whether groups see the title.',
      da: 'Dine egne begivenheder (en vagt, træning, en studiesession): titel, sted, note, tidspunkter og om grupper ser titlen.',
      de: 'Deine eigenen Termine (Schicht, Training, Lernsitzung): Titel, Ort, Notiz, Zeiten und ob Gruppen den Titel sehen.',
      es: 'Tus propios eventos (un turno, entrenamiento, una sesión de estudio): título, lugar, nota, horas y si los grupos ven el título.',
      fr: 'Vos propres événements (un service, un entraînement, une séance d’étude) : titre, lieu, note, horaires et si les groupes voient le titre.',
      zh: '你自己的活动（兼职、训练、学习时段）：标题、地点、备注、时间以及小组是否能看到标题。',
    },
    'calendar.ics': {
      en: 'Your calendar as an iCalendar file, with cleared weeks applied: open it in any calendar app.',
      da: 'Din kalender som iCalendar-fil med ryddede uger fratrukket: åbn den i enhver kalender-app.',
      de: 'Dein Kalender als iCalendar-Datei, geleerte Wochen berücksichtigt: in jeder Kalender-App zu öffnen.',
      es: 'Tu calendario como archivo iCalendar, sin las semanas vaciadas: ábrelo en cualquier aplicación de calendario.',
      fr: 'Votre calendrier au format iCalendar, semaines vidées appliquées : ouvrez-le dans n’importe quelle application de calendrier.',
      zh: '你的日历（iCalendar 文件，已应用清空的周）：可用任何日历应用打开。',
    },
  },
  groups: {
    'groups.json': {
      en: 'The study groups you belong to or created, and your membership in each (role, colour, when you joined).',
      da: 'De studiegrupper du er med i eller har oprettet, og dit medlemskab af hver (rolle, farve, hvornår du blev medlem).',
      de: 'Die Lerngruppen, in denen du bist oder die du erstellt hast, und deine Mitgliedschaft (Rolle, Farbe, Beitrittsdatum).',
      es: 'Los grupos de estudio a los que perteneces o que creaste, y tu membresía en cada uno (rol, color, fecha de ingreso).',
      fr: 'Les groupes d’étude dont vous êtes membre ou que vous avez créés, et votre adhésion (rôle, couleur, date d’arrivée).',
      zh: '你所在或创建的学习小组，以及你在每个小组中的成员信息（角色、颜色、加入时间）。',
    },
    'invitations.json': {
      en: 'Invitations you sent and received: group, the other student, message, state and dates.',
      da: 'Invitationer du har sendt og modtaget: gruppe, den anden studerende, besked, status og datoer.',
      de: 'Einladungen, die du gesendet und erhalten hast: Gruppe, die andere Person, Nachricht, Stand und Daten.',
      es: 'Invitaciones que enviaste y recibiste: grupo, el otro estudiante, mensaje, estado y fechas.',
      fr: 'Invitations envoyées et reçues : groupe, l’autre étudiant, message, état et dates.',
      zh: '你发送和收到的邀请：小组、对方同学、留言、状态和日期。',
    },
    'study-sessions.json': {
      en: 'Study sessions you booked or were asked to in your groups: title, time, place or link, note, your answer, when you were reminded and the clashes with your classes you were told of.',
      da: 'Studiesessioner du har booket eller er blevet inviteret til i dine grupper: titel, tid, sted eller link, note, dit svar, hvornår du blev påmindet, og de sammenfald med dine timer, du fik besked om.',
      de: 'Lernsitzungen, die du in deinen Gruppen gebucht hast oder zu denen du gefragt wurdest: Titel, Zeit, Ort oder Link, Notiz, deine Antwort, wann du erinnert wurdest und die Überschneidungen mit deinen Kursen, über die du informiert wurdest.',
      es: 'Sesiones de estudio que reservaste o a las que te invitaron en tus grupos: título, hora, lugar o enlace, nota, tu respuesta, cuándo se te recordó y los choques con tus clases de los que se te avisó.',
      fr: 'Séances d’étude réservées par vous ou auxquelles vous avez été invité dans vos groupes : titre, heure, lieu ou lien, note, votre réponse, quand vous avez reçu un rappel et les chevauchements avec vos cours qui vous ont été signalés.',
      zh: '你在小组中预订或被邀请的学习时段：标题、时间、地点或链接、备注、你的回复、提醒你的时间，以及已通知你的与课程冲突的情况。',
    },
    'study-session-reminder.json': {
      en: 'When you are reminded before a study session you are going to (minutes before, or off), and when you chose it; the default if you never did.',
      da: 'Hvornår du bliver påmindet før en studiesession, du deltager i (minutter før eller slået fra), og hvornår du valgte det; standarden, hvis du aldrig har valgt.',
      de: 'Wann du vor einer Lernsitzung, zu der du gehst, erinnert wirst (Minuten vorher oder aus) und wann du das gewählt hast; die Voreinstellung, wenn du nie gewählt hast.',
      es: 'Cuándo se te recuerda antes de una sesión de estudio a la que vas (minutos antes o desactivado) y cuándo lo elegiste; el valor predeterminado si nunca lo elegiste.',
      fr: 'Quand vous recevez un rappel avant une séance d’étude à laquelle vous allez (minutes avant, ou désactivé) et quand vous l’avez choisi ; la valeur par défaut si vous ne l’avez jamais choisi.',
      zh: '在你要参加的学习时段开始前何时提醒你（提前几分钟或关闭）以及你何时做出的选择；若从未选择，则为默认值。',
    },
    'join-links.json': {
      en: 'Join links you created for your groups: group, when made, when they expire or were turned off (the link itself is stored only as a hash).',
      da: 'Deltagelseslinks du har lavet til dine grupper: gruppe, oprettelse, udløb eller deaktivering (selve linket gemmes kun som en hash).',
      de: 'Beitrittslinks, die du für deine Gruppen erstellt hast: Gruppe, Erstellung, Ablauf oder Deaktivierung (der Link selbst ist nur als Hash gespeichert).',
      es: 'Enlaces de invitación que creaste para tus grupos: grupo, creación, caducidad o desactivación (el enlace solo se guarda como hash).',
      fr: 'Liens d’invitation créés pour vos groupes : groupe, création, expiration ou désactivation (le lien n’est stocké que sous forme de hachage).',
      zh: '你为小组创建的加入链接：小组、创建时间、过期或停用时间（链接本身只以哈希形式保存）。',
    },
    'emails.json': {
      en: 'E-mails the groups service sent you (invitations, new, changed or cancelled study sessions): kind, subject as sent, language and when. The subject is left out once a student it named deleted their account. Never the text.',
      da: 'E-mails som gruppetjenesten har sendt dig (invitationer, nye, ændrede eller aflyste studiesessioner): type, emne som sendt, sprog og hvornår. Emnet udelades, når en studerende, det nævnte, har slettet sin konto. Aldrig teksten.',
      de: 'E-Mails des Gruppendienstes an dich (Einladungen, neue, geänderte oder abgesagte Lernsitzungen): Art, Betreff wie gesendet, Sprache und wann. Der Betreff entfällt, sobald eine darin genannte Person ihr Konto gelöscht hat. Nie der Text.',
      es: 'Correos que te envió el servicio de grupos (invitaciones, sesiones de estudio nuevas, cambiadas o canceladas): tipo, asunto tal como se envió, idioma y cuándo. El asunto se omite cuando un estudiante que nombraba eliminó su cuenta. Nunca el texto.',
      fr: 'E-mails envoyés par le service des groupes (invitations, séances d’étude nouvelles, modifiées ou annulées) : type, objet tel qu’envoyé, langue et date. L’objet est retiré dès qu’un étudiant qu’il nommait a supprimé son compte. Jamais le texte.',
      zh: '小组服务发给你的邮件（邀请，新建、更改或取消的学习时段）：类型、发送时的主题、语言和时间。若主题中提到的同学已删除账户，则不含主题。不含正文。',
    },
  },
  presence: {
    'presence.json': {
      en: 'Your presence: whether you share it, your current status and campus, and when it ends. No history or location is kept.',
      da: 'Din tilstedeværelse: om du deler den, din nuværende status og campus, og hvornår den udløber. Ingen historik eller position gemmes.',
      de: 'Deine Anwesenheit: ob du sie teilst, dein aktueller Status und Campus und wann er endet. Es werden kein Verlauf und kein Standort gespeichert.',
      es: 'Tu presencia: si la compartes, tu estado y campus actuales y cuándo termina. No se guarda historial ni ubicación.',
      fr: 'Votre présence : si vous la partagez, votre statut et campus actuels et leur fin. Aucun historique ni position n’est conservé.',
      zh: '你的在校状态：是否共享、当前状态和校区以及结束时间。不保存历史或位置。',
    },
  },
  billing: {
    'subscription.json': {
      en: 'Your premium: subscriptions and trials with their dates and state, and your current entitlement.',
      da: 'Din premium: abonnementer og prøveperioder med datoer og status, og din nuværende adgang.',
      de: 'Dein Premium: Abos und Testzeiträume mit Daten und Stand sowie deine aktuelle Berechtigung.',
      es: 'Tu premium: suscripciones y pruebas con sus fechas y estado, y tu acceso actual.',
      fr: 'Votre premium : abonnements et essais avec dates et état, et votre droit actuel.',
      zh: '你的高级版：订阅和试用及其日期和状态，以及当前权益。',
    },
    'promo-codes.json': {
      en: 'Promo codes you redeemed and when.',
      da: 'Rabatkoder du har indløst, og hvornår.',
      de: 'Aktionscodes, die du eingelöst hast, und wann.',
      es: 'Códigos promocionales que canjeaste y cuándo.',
      fr: 'Codes promo utilisés et quand.',
      zh: '你兑换过的优惠码及兑换时间。',
    },
    'invoices.json': {
      en: 'Your invoices from the payment processor (Stripe): number, amount, currency, state and date.',
      da: 'Dine fakturaer fra betalingsudbyderen (Stripe): nummer, beløb, valuta, status og dato.',
      de: 'Deine Rechnungen vom Zahlungsdienstleister (Stripe): Nummer, Betrag, Währung, Stand und Datum.',
      es: 'Tus facturas del procesador de pagos (Stripe): número, importe, moneda, estado y fecha.',
      fr: 'Vos factures du prestataire de paiement (Stripe) : numéro, montant, devise, état et date.',
      zh: '支付处理方（Stripe）的发票：编号、金额、币种、状态和日期。',
    },
    'emails.json': {
      en: 'E-mails the billing service sent you (trial reminders): kind, subject as sent, language and when. Never the text.',
      da: 'E-mails som betalingstjenesten har sendt dig (påmindelser om prøveperioden): type, emne som sendt, sprog og hvornår. Aldrig teksten.',
      de: 'E-Mails des Abrechnungsdienstes an dich (Erinnerungen an den Testzeitraum): Art, Betreff wie gesendet, Sprache und wann. Nie der Text.',
      es: 'Correos que te envió el servicio de pagos (recordatorios de la prueba): tipo, asunto tal como se envió, idioma y cuándo. Nunca el texto.',
      fr: 'E-mails envoyés par le service de facturation (rappels de fin d’essai) : type, objet tel qu’envoyé, langue et date. Jamais le texte.',
      zh: '计费服务发给你的邮件（试用提醒）：类型、发送时的主题、语言和时间。不含正文。',
    },
  },
  ingestion: {
    'feeds.json': {
      en: 'Your calendar feed subscriptions with their full addresses, names, colours and sync state.',
      da: 'Dine kalender-feed-abonnementer med fulde adresser, navne, farver og synkroniseringsstatus.',
      de: 'Deine Kalender-Feed-Abos mit vollständigen Adressen, Namen, Farben und Synchronisierungsstand.',
      es: 'Tus suscripciones a feeds de calendario con sus direcciones completas, nombres, colores y estado de sincronización.',
      fr: 'Vos abonnements aux flux de calendrier avec leurs adresses complètes, noms, couleurs et état de synchronisation.',
      zh: '你的日历订阅及其完整地址、名称、颜色和同步状态。',
    },
    'screenshot-imports.json': {
      en: 'Your screenshot imports: what was read from each timetable picture and saved (the pictures themselves are never stored).',
      da: 'Dine skærmbilledimporter: hvad der blev læst fra hvert skemabillede og gemt (selve billederne gemmes aldrig).',
      de: 'Deine Screenshot-Importe: was aus jedem Stundenplanbild gelesen und gespeichert wurde (die Bilder selbst werden nie gespeichert).',
      es: 'Tus importaciones de capturas: lo que se leyó de cada imagen del horario y se guardó (las imágenes nunca se guardan).',
      fr: 'Vos imports de captures : ce qui a été lu de chaque image d’emploi du temps et enregistré (les images ne sont jamais conservées).',
      zh: '你的截图导入：从每张课表图片中读取并保存的内容（图片本身从不保存）。',
    },
    'browser-events.json': {
      en: 'Events you brought over from the browser’s own storage, as they were saved.',
      da: 'Begivenheder du har flyttet over fra browserens egen lagring, som de blev gemt.',
      de: 'Termine, die du aus dem Speicher des Browsers übernommen hast, wie sie gespeichert wurden.',
      es: 'Eventos que trajiste del almacenamiento del navegador, tal como se guardaron.',
      fr: 'Événements repris du stockage du navigateur, tels qu’ils ont été enregistrés.',
      zh: '你从浏览器本地存储迁移过来的活动（按保存时的内容）。',
    },
  },
} as const satisfies Record<string, Record<string, Texts>>;

export type DataExportFolder = keyof typeof DATA_EXPORT_FILES;

/** What a file holds, in the student's language; undefined for a file nobody described. */
export function describeExportFile(folder: string, name: string, language: Language): string | undefined {
  const files = (DATA_EXPORT_FILES as Record<string, Record<string, Texts> | undefined>)[folder];
  return files?.[name]?.[language];
}
