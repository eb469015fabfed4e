import { convert } from 'html-to-text';

/*
 * What an event says, as plain text the apps can show safely. Canvas, Moodle and Outlook put
 * HTML in DESCRIPTION or in X-ALT-DESC;FMTTYPE=text/html; it becomes text with its links kept
 * as plain links ("label [https://…]"), so nothing of it is ever rendered as markup. Several
 * rooms in LOCATION become one per line.
 */

const HTML = /<\/?(a|b|i|u|p|br|div|span|ul|ol|li|strong|em|table|tr|td|th|h[1-6]|font|img|html|body)\b[^>]*>/i;

export function plainDescription(description: string, altDescription?: { html: string }): string {
  const text = description.trim();
  if (text && !HTML.test(text)) return text;
  const html = text || altDescription?.html.trim() || '';
  if (!html) return '';
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The rooms a LOCATION names, one per line, in their order, each once. Lines always separate
 * rooms; commas and semicolons only when every part names a room with a number ("Ångström 4001,
 * Ångström 4003"), since they also separate the parts of one address ("Polacksbacken, Hus 10").
 */
export function locationLines(location: string): string {
  const rooms = location.split(/\r?\n/).flatMap((line) => {
    const parts = line.split(/[;,]/).map((part) => part.trim());
    return parts.length > 1 && parts.every((part) => /\d/.test(part) && part.length <= 60) ? parts : [line.trim()];
  });
  return [...new Set(rooms.filter(Boolean))].join('\n');
}
