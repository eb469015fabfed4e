import { eventTypeOf } from './event-type';

describe('eventTypeOf', () => {
  it.each([
    [[], 'Programmering I, Föreläsning', 'Lecture'],
    [[], 'CS204 Lecture', 'Lecture'],
    [['Cours magistral'], 'CM - Analyse', 'Lecture'],
    [[], 'Seminar: Microeconomics', 'Seminar'],
    [['Laboratory'], 'Chemistry practical', 'Lab'],
    [[], 'Programmering I, Laboration', 'Lab'],
    [['Travaux pratiques'], 'TP - Physique', 'Lab'],
    [[], 'Tutorial: problem set 3 [MATH 120]', 'Tutorial'],
    [[], 'Mathematik Übung', 'Tutorial'],
    [[], 'Programmering I, Tentamen', 'Exam'],
    [[], 'Final exam', 'Exam'],
    [[], 'Quiz 2 closes', 'Assignment'],
    [[], 'Essay 1 due [HIST 210]', 'Assignment'],
    [[], 'Design workshop', 'Workshop'],
    [['ECON101'], 'Final exam', 'Exam'],
    [[], 'Linear Algebra', 'Class'],
    [[], 'Field trip [BIO 101]', 'Class'],
    [[], 'Dueling pianos club', 'Class'],
  ])('categories %p and summary %p give %s', (categories, summary, type) => {
    expect(eventTypeOf(categories, summary)).toBe(type);
  });
});
