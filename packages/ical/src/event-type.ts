/**
 * Event types in the order they win: a deadline or an exam says more about the meeting than
 * the word "lecture" next to it. Keywords cover the six interface languages and the usual
 * university systems (Swedish TimeEdit, French CELCAT "CM/TD/TP", German "Übung", …).
 */
const KEYWORDS: [type: string, words: string[]][] = [
  ['Assignment', ['due', 'deadline', 'assignment', 'submission', 'hand-in', 'handin', 'closes', 'inlämning', 'aflevering', 'abgabe', 'entrega', '截止']],
  ['Exam', ['exam', 'examination', 'midterm', 'quiz', 'tentamen', 'tenta', 'eksamen', 'prüfung', 'klausur', 'examen', 'partiel', '考试']],
  [
    'Lab',
    [
      'lab',
      'labs',
      'laboratory',
      'laboration',
      'labb',
      'laboratorium',
      'practical',
      'praktikum',
      'travaux pratiques',
      'tp',
      'laboratorio',
      'prácticas',
      '实验',
    ],
  ],
  [
    'Tutorial',
    ['tutorial', 'övning', 'övningar', 'øvelse', 'øvelser', 'übung', 'exercise', 'exercises', 'recitation', 'travaux dirigés', 'td', 'tutoría', '辅导'],
  ],
  ['Seminar', ['seminar', 'seminarium', 'séminaire', 'seminario', '研讨']],
  ['Workshop', ['workshop', 'atelier', 'taller']],
  [
    'Lecture',
    ['lecture', 'lectures', 'föreläsning', 'forelæsning', 'forelesning', 'vorlesung', 'cours magistral', 'cm', 'clase magistral', 'luento', '讲座', '讲课'],
  ],
];

// Whole words only, with Unicode letters as word characters (JS \b only knows ASCII).
const TYPES = KEYWORDS.map(([type, words]) => ({ type, pattern: new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu') }));

export const DEFAULT_EVENT_TYPE = 'Class';

function match(text: string): string | undefined {
  return TYPES.find((t) => t.pattern.test(text))?.type;
}

/** The type shown on an event block: from CATEGORIES first, then the summary; 'Class' otherwise. */
export function eventTypeOf(categories: readonly string[], summary: string): string {
  for (const category of categories) {
    const type = match(category);
    if (type) return type;
  }
  return match(summary) ?? DEFAULT_EVENT_TYPE;
}
