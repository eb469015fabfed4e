import { DAY_NAMES, type ScreenLanguage, type TruthClass } from './timetable-week';

/** A small deterministic generator: the same seed gives the same screenshot on every machine. */
export function seeded(seed: number) {
  let s = (seed * 2_654_435_761) >>> 0 || 1;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return (s >>> 8) / 0x1_00_00_00;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seeded>;

export const WEEKDAYS: TruthClass['weekday'][] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** Course titles as students see them: short ones, and long ones that wrap in a narrow block. */
export const STUDENT_COURSES: Record<ScreenLanguage, { short: string[]; long: string[] }> = {
  en: {
    short: ['Linear Algebra', 'Microeconomics', 'Statistics', 'Data Structures', 'Cell Biology', 'Contract Law', 'Calculus II'],
    long: ['Introduction to Machine Learning', 'Principles of Corporate Finance', 'History of Political Thought'],
  },
  da: {
    short: ['Lineær algebra', 'Mikroøkonomi', 'Statistik', 'Cellebiologi', 'Organisk kemi', 'Erhvervsret', 'Sundhedsfag'],
    long: ['Videnskabsteori og metode', 'Indledende programmering i Python', 'Økonomisk historie og udvikling'],
  },
  de: {
    short: ['Lineare Algebra', 'Mikroökonomie', 'Statistik', 'Zellbiologie', 'Strafrecht', 'Analysis II', 'Übersetzen'],
    long: ['Grundlagen der Volkswirtschaft', 'Einführung in die Soziologie', 'Theoretische Physik für Lehramt'],
  },
  es: {
    short: ['Álgebra lineal', 'Microeconomía', 'Estadística', 'Biología celular', 'Derecho civil', 'Cálculo II', 'Química orgánica'],
    long: ['Introducción a la macroeconomía', 'Historia del pensamiento político', 'Fundamentos de programación'],
  },
  fr: {
    short: ['Algèbre linéaire', 'Microéconomie', 'Statistiques', 'Biologie cellulaire', 'Droit civil', 'Analyse II', 'Génétique'],
    long: ['Histoire contemporaine de l’Europe', 'Introduction à la sociologie', 'Méthodes numériques pour ingénieurs'],
  },
  zh: {
    short: ['微观经济学', '线性代数', '有机化学', '统计学', '数据结构', '大学英语', '高等数学'],
    long: ['马克思主义基本原理概论', '计算机网络与通信技术', '中国近现代史纲要'],
  },
};

/** Rooms in each language's way besides plain codes ('A-101'). */
export const STUDENT_ROOMS: Record<ScreenLanguage, string[]> = {
  en: ['A-101', 'Room 4.12', 'B 204', 'Hall C', 'E-112'],
  da: ['A-101', 'Lokale 2.01', 'Aud. 3', 'C-310', 'H1'],
  de: ['Hörsaal 3', 'Raum 1.12', 'A-101', 'HS 2', 'B 204'],
  es: ['Aula 2.1', 'A-101', 'Sala 5', 'Laboratorio 3', 'B 204'],
  fr: ['Salle B12', 'Amphi 3', 'A-101', 'C-310', 'Salle 204'],
  zh: ['教学楼 A201', '理科楼 305', '图书馆 B12', '教学楼 C104', '实验楼 402'],
};

const TYPES: TruthClass['type'][] = ['Lecture', 'Tutorial', 'Lab', 'Seminar', 'Lecture', 'Exam', 'Workshop'];

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

export interface WeekOptions {
  /** Classes this many; the generator tries, a crowded week may hold fewer. */
  count: number;
  /** Share of long titles (they wrap in a block). */
  longTitles?: number;
  /** Fixed periods ('08:00'–'09:40'…) instead of free quarter-hour starts, as Chinese universities print them. */
  periods?: [string, string][];
  /** How many slots hold two classes side by side (the same day, start and end). */
  sideBySide?: number;
  days?: TruthClass['weekday'][];
}

/** A plausible student week for one screenshot: never overlapping except the pairs asked for. */
export function studentWeek(r: Random, language: ScreenLanguage, o: WeekOptions): TruthClass[] {
  const days = o.days ?? WEEKDAYS;
  const classes: TruthClass[] = [];
  const used = new Set<string>();
  const title = () => {
    const long = r.chance(o.longTitles ?? 0);
    const list = long ? STUDENT_COURSES[language].long : STUDENT_COURSES[language].short;
    for (let k = 0; k < 10; k++) {
      const t = r.pick(list);
      if (!used.has(t)) return (used.add(t), t);
    }
    return r.pick(list);
  };
  const one = (weekday: TruthClass['weekday'], start: string, end: string): TruthClass => ({
    weekday,
    start,
    end,
    title: title(),
    location: r.pick(STUDENT_ROOMS[language]),
    type: r.pick(TYPES),
  });
  let pairs = o.sideBySide ?? 0;
  for (let i = 0; classes.length < o.count && i < 60; i++) {
    const weekday = r.pick(days);
    let start: number;
    let end: number;
    if (o.periods) {
      const [s, e] = r.pick(o.periods);
      [start, end] = [minutesOf(s), minutesOf(e)];
    } else {
      const length = 60 + 15 * r.int(9);
      start = 8 * 60 + 15 * r.int((18 * 60 - length - 8 * 60) / 15);
      end = start + length;
    }
    const sameDay = classes.filter((c) => c.weekday === weekday);
    if (sameDay.length >= 2) continue;
    if (sameDay.some((c) => hhmm(start) < c.end && c.start < hhmm(end))) continue;
    classes.push(one(weekday, hhmm(start), hhmm(end)));
    if (pairs > 0 && end - start >= 90 && classes.length < o.count) {
      pairs--;
      classes.push(one(weekday, hhmm(start), hhmm(end)));
    }
  }
  return classes.sort((a, b) => days.indexOf(a.weekday) - days.indexOf(b.weekday) || a.start.localeCompare(b.start));
}

/** The Monday of ISO week `week` of 2026 (its week 1 starts on Monday 29 December 2025), as a UTC date. */
export function mondayOfWeek(week: number): Date {
  return new Date(Date.UTC(2025, 11, 29 + (week - 1) * 7));
}

const MONTHS: Record<ScreenLanguage, { long: string[]; short: string[] }> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  da: {
    long: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
    short: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  },
  de: {
    long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  },
  es: {
    long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    short: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  },
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
  zh: { long: [], short: [] },
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A day's date as that language's timetables and calendar apps write it. `form` picks one of the
 * language's usual forms: 0 a day separator ('MONDAY 5 OCT', 'MONTAG, 5. OKTOBER'), 1 a short
 * header ('Mon 10/5', 'Mo 05.10.', 'lun. 05/10', '10/5 周一'), 2 a medium one ('Mon, Oct 5', 'Mo., 5. Okt.').
 */
export function dayLabel(language: ScreenLanguage, weekday: TruthClass['weekday'], date: Date, form: 0 | 1 | 2): string {
  const i = WEEKDAYS.indexOf(weekday);
  const long = DAY_NAMES[language].long[i];
  const short = DAY_NAMES[language].short[i];
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const dd = String(d).padStart(2, '0');
  const mm = String(m + 1).padStart(2, '0');
  const months = MONTHS[language];
  switch (language) {
    case 'en':
      return [`${long.toUpperCase()} ${d} ${months.short[m].toUpperCase()}`, `${short} ${m + 1}/${d}`, `${short}, ${months.short[m]} ${d}`][form];
    case 'da':
      return [
        `${long.toUpperCase()} ${d}. ${months.long[m].toUpperCase()}`,
        `${short.toLowerCase()}. ${d}/${m + 1}`,
        `${long.toLowerCase()} d. ${d}. ${months.short[m]}`,
      ][form];
    case 'de':
      return [`${long.toUpperCase()}, ${d}. ${months.long[m].toUpperCase()}`, `${short} ${dd}.${mm}.`, `${short}., ${d}. ${months.short[m]}`][form];
    case 'es':
      return [
        `${long.toUpperCase()}, ${d} DE ${months.long[m].toUpperCase()}`,
        `${short.toLowerCase()} ${d}/${m + 1}`,
        `${long.toLowerCase()}, ${d} ${months.short[m]}`,
      ][form];
    case 'fr':
      return [
        `${long.toUpperCase()} ${d} ${months.long[m].toUpperCase()}`,
        `${short.toLowerCase()}. ${dd}/${mm}`,
        `${cap(long.toLowerCase())} ${d} ${months.short[m]}`,
      ][form];
    case 'zh':
      return [`${m + 1}月${d}日 ${long}`, `${m + 1}/${d} ${short}`, `${m + 1}月${d}日 ${short}`][form];
  }
}

/** "Week 41" as each language's apps head a week (a heading, never a class). */
export function weekHeading(language: ScreenLanguage, week: number, r: Random): string {
  const options: Record<ScreenLanguage, string[]> = {
    en: [`Week ${week}`, `WEEK ${week}`, `Wk ${week}`],
    da: [`Uge ${week}`, `UGE ${week}`],
    de: [`KW ${week}`, `Woche ${week}`, `Kalenderwoche ${week}`],
    es: [`Semana ${week}`, `SEMANA ${week}`],
    fr: [`Semaine ${week}`, `S${week}`],
    zh: [`第${week}周`, `第 ${week} 周`],
  };
  return r.pick(options[language]);
}

/** A 12-hour clock as US apps print it: '8:15 AM', '12:30 PM'. */
export function twelveHour(t: string, compact = false): string {
  const m = minutesOf(t);
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const min = m % 60;
  return compact && min === 0 ? `${h12} ${suffix}` : `${h12}:${String(min).padStart(2, '0')} ${suffix}`;
}
