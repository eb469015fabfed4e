/*
 * Event texts as ingestion sends them: plain text (HTML descriptions were turned into text with
 * their links as "[https://…]") and one room per line in a location (ADR 023).
 */

/** The rooms a location names (one per line), without empty lines. */
export function roomsOf(location: string): string[] {
  return location
    .split('\n')
    .map((room) => room.trim())
    .filter(Boolean);
}

/** The location on one line, for labels and compact blocks. */
export const oneLineLocation = (location: string) => roomsOf(location).join(', ');

export type TextPart = { text: string } | { url: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"\][)]+[^\s<>"\][).,;:!?]/g;

/** A text split into plain parts and web links (http and https only: no other scheme becomes a link). */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
