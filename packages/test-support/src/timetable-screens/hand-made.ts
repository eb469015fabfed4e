import type { TruthClass } from './timetable-week';

/** Timetables written by hand as HTML, unlike the generated styles: their layouts are not the generator's. */
export interface HandMadeScreen {
  name: string;
  width: number;
  html: string;
  truth: TruthClass[];
}

const page = (body: string, style = '') =>
  `<!doctype html><html><meta charset="utf-8"><body style="margin:0;font-family:'Liberation Sans',sans-serif;${style}">${body}</body></html>`;

export const HAND_MADE: HandMadeScreen[] = [
  {
    // A day-by-day phone agenda: each day a heading, its classes below without the day.
    name: 'hand-agenda-390-en',
    width: 390,
    html: page(
      `<div style="padding:12px;font-size:15px">
        <h3 style="margin:8px 0">Monday</h3>
        <div style="padding:8px 0;border-bottom:1px solid #ddd">08:15 - 10:00 &nbsp; Linear Algebra &nbsp; A-101</div>
        <div style="padding:8px 0;border-bottom:1px solid #ddd">13:15 - 15:00 &nbsp; Statistics &nbsp; B 204</div>
        <h3 style="margin:16px 0 8px">Wednesday</h3>
        <div style="padding:8px 0;border-bottom:1px solid #ddd">10:15 - 12:00 &nbsp; Cell Biology &nbsp; H1</div>
        <h3 style="margin:16px 0 8px">Friday</h3>
        <div style="padding:8px 0;border-bottom:1px solid #ddd">09:00 - 11:30 &nbsp; Programming I &nbsp; C-310</div>
      </div>`,
    ),
    truth: [
      { weekday: 'Mon', start: '08:15', end: '10:00', title: 'Linear Algebra', location: 'A-101', type: 'Class' },
      { weekday: 'Mon', start: '13:15', end: '15:00', title: 'Statistics', location: 'B 204', type: 'Class' },
      { weekday: 'Wed', start: '10:15', end: '12:00', title: 'Cell Biology', location: 'H1', type: 'Class' },
      { weekday: 'Fri', start: '09:00', end: '11:30', title: 'Programming I', location: 'C-310', type: 'Class' },
    ],
  },
  {
    // A plain HTML table, German, days as columns, one row per time slot, times written in the cells.
    name: 'hand-table-1440-de',
    width: 1000,
    html: page(
      `<table style="border-collapse:collapse;margin:20px;font-size:14px" border="1" cellpadding="10">
        <tr><th></th><th>Montag</th><th>Dienstag</th><th>Mittwoch</th><th>Donnerstag</th></tr>
        <tr><th>08:00</th><td>08:00 - 09:30<br>Statistik<br>H1<br>Vorlesung</td><td></td><td>08:00 - 09:30<br>Zellbiologie<br>A-101<br>Labor</td><td></td></tr>
        <tr><th>10:00</th><td></td><td>10:00 - 11:30<br>Programmierung<br>C-310<br>Übung</td><td></td><td>10:00 - 11:30<br>Statistik<br>B 204<br>Seminar</td></tr>
      </table>`,
    ),
    truth: [
      { weekday: 'Mon', start: '08:00', end: '09:30', title: 'Statistik', location: 'H1', type: 'Lecture' },
      { weekday: 'Tue', start: '10:00', end: '11:30', title: 'Programmierung', location: 'C-310', type: 'Tutorial' },
      { weekday: 'Wed', start: '08:00', end: '09:30', title: 'Zellbiologie', location: 'A-101', type: 'Lab' },
      { weekday: 'Thu', start: '10:00', end: '11:30', title: 'Statistik', location: 'B 204', type: 'Seminar' },
    ],
  },
  {
    // A dark French list with the day and time run together in one cell, and a legend line above.
    name: 'hand-list-dark-1440-fr',
    width: 900,
    html: page(
      `<p style="margin:20px">Emploi du temps — semestre d’automne</p>
       <table style="margin:20px;font-size:15px;border-collapse:collapse">
        <tr><td style="padding:10px 16px">Mardi 09:00 - 10:30</td><td style="padding:10px 16px">Chimie organique</td><td style="padding:10px 16px">Aula 2</td><td style="padding:10px 16px">TD</td></tr>
        <tr><td style="padding:10px 16px">Jeudi 14:00 - 16:00</td><td style="padding:10px 16px">Microéconomie</td><td style="padding:10px 16px">E-112</td><td style="padding:10px 16px">Cours magistral</td></tr>
        <tr><td style="padding:10px 16px">Vendredi 08:30 - 10:00</td><td style="padding:10px 16px">Statistiques</td><td style="padding:10px 16px">H1</td><td style="padding:10px 16px">Examen</td></tr>
       </table>`,
      'background:#111;color:#eee',
    ),
    truth: [
      { weekday: 'Tue', start: '09:00', end: '10:30', title: 'Chimie organique', location: 'Aula 2', type: 'Tutorial' },
      { weekday: 'Thu', start: '14:00', end: '16:00', title: 'Microéconomie', location: 'E-112', type: 'Lecture' },
      { weekday: 'Fri', start: '08:30', end: '10:00', title: 'Statistiques', location: 'H1', type: 'Exam' },
    ],
  },
];
