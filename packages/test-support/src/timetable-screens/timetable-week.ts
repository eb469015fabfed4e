/** Ground truth of one rendered timetable screenshot: the weekly classes it shows. */
export interface TruthClass {
  weekday: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri';
  start: string;
  end: string;
  title: string;
  location: string;
  type: 'Lecture' | 'Seminar' | 'Lab' | 'Tutorial' | 'Exam' | 'Workshop' | 'Class';
}

export const SCREEN_LANGUAGES = ['en', 'da', 'de', 'es', 'fr', 'zh'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

export const DAY_NAMES: Record<ScreenLanguage, { long: string[]; short: string[] }> = {
  en: { long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
  da: { long: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag'], short: ['Man', 'Tir', 'Ons', 'Tor', 'Fre'] },
  de: { long: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'], short: ['Mo', 'Di', 'Mi', 'Do', 'Fr'] },
  es: { long: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'], short: ['Lun', 'Mar', 'Mié', 'Jue', 'Vie'] },
  fr: { long: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'], short: ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven'] },
  zh: { long: ['星期一', '星期二', '星期三', '星期四', '星期五'], short: ['周一', '周二', '周三', '周四', '周五'] },
};

/** How each timetable system labels a class type, per language. */
export const TYPE_NAMES: Record<ScreenLanguage, Record<TruthClass['type'], string>> = {
  en: { Lecture: 'Lecture', Seminar: 'Seminar', Lab: 'Lab', Tutorial: 'Tutorial', Exam: 'Exam', Workshop: 'Workshop', Class: 'Class' },
  da: { Lecture: 'Forelæsning', Seminar: 'Seminar', Lab: 'Laboratorie', Tutorial: 'Øvelse', Exam: 'Eksamen', Workshop: 'Workshop', Class: 'Undervisning' },
  de: { Lecture: 'Vorlesung', Seminar: 'Seminar', Lab: 'Labor', Tutorial: 'Übung', Exam: 'Prüfung', Workshop: 'Workshop', Class: 'Unterricht' },
  es: { Lecture: 'Clase magistral', Seminar: 'Seminario', Lab: 'Laboratorio', Tutorial: 'Tutoría', Exam: 'Examen', Workshop: 'Taller', Class: 'Clase' },
  fr: { Lecture: 'Cours magistral', Seminar: 'Séminaire', Lab: 'TP', Tutorial: 'TD', Exam: 'Examen', Workshop: 'Atelier', Class: 'Cours' },
  zh: { Lecture: '讲座', Seminar: '研讨课', Lab: '实验', Tutorial: '辅导', Exam: '考试', Workshop: '工作坊', Class: '课程' },
};

const COURSES: Record<ScreenLanguage, string[]> = {
  en: ['Linear Algebra', 'Programming I', 'Organic Chemistry', 'Microeconomics', 'Statistics', 'Data Structures', 'Cell Biology'],
  da: ['Lineær algebra', 'Programmering', 'Organisk kemi', 'Mikroøkonomi', 'Statistik', 'Datastrukturer', 'Cellebiologi'],
  de: ['Lineare Algebra', 'Programmierung', 'Organische Chemie', 'Mikroökonomie', 'Statistik', 'Datenstrukturen', 'Zellbiologie'],
  es: ['Álgebra lineal', 'Programación', 'Química orgánica', 'Microeconomía', 'Estadística', 'Estructuras de datos', 'Biología celular'],
  fr: ['Algèbre linéaire', 'Programmation', 'Chimie organique', 'Microéconomie', 'Statistiques', 'Structures de données', 'Biologie cellulaire'],
  zh: ['线性代数', '程序设计', '有机化学', '微观经济学', '统计学', '数据结构', '细胞生物学'],
};

const ROOMS = ['A-101', 'B 204', 'H1', 'C-310', 'Aula 2', 'D 015', 'E-112'];
const TYPES: TruthClass['type'][] = ['Lecture', 'Tutorial', 'Lab', 'Seminar', 'Lecture', 'Exam', 'Workshop'];

/** A small deterministic generator: the same seed gives the same week on every machine. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return (s >>> 8) / 0x1_00_00_00;
  };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A plausible student week: 6–9 classes on Monday to Friday between 08:00 and 18:00, at most two
 * a day, never overlapping, starts on the quarter hour, 1–3 hours long.
 */
export function timetableWeek(seed: number, language: ScreenLanguage): TruthClass[] {
  const next = random(seed);
  const days: TruthClass['weekday'][] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  const classes: TruthClass[] = [];
  const count = 6 + Math.floor(next() * 4);
  for (let i = 0; classes.length < count && i < 40; i++) {
    const weekday = days[Math.floor(next() * 5)];
    const sameDay = classes.filter((c) => c.weekday === weekday);
    if (sameDay.length >= 2) continue;
    const length = 60 + 15 * Math.floor(next() * 9);
    const start = 8 * 60 + 15 * Math.floor(next() * ((18 * 60 - length - 8 * 60) / 15));
    const end = start + length;
    if (sameDay.some((c) => hhmm(start) < c.end && c.start < hhmm(end))) continue;
    const k = Math.floor(next() * COURSES[language].length);
    classes.push({
      weekday,
      start: hhmm(start),
      end: hhmm(end),
      title: COURSES[language][k],
      location: ROOMS[(k + i) % ROOMS.length],
      type: TYPES[Math.floor(next() * TYPES.length)],
    });
  }
  return classes.sort((a, b) => days.indexOf(a.weekday) - days.indexOf(b.weekday) || a.start.localeCompare(b.start));
}
