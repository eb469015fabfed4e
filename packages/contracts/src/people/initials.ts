// The letters on a person's avatar, the same in the groups service's answers and in the UI.

interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/**
 * Letters and digits only, tags such as '<b>' left out: a name typed with markup or quotes still
 * starts with a letter (issue 30: '<b>Olga' showed '<O').
 */
const letters = (text: string | null | undefined): string[] => [...(text ?? '').replace(/<[^>]*>/g, '')].filter((c) => /[\p{L}\p{N}]/u.test(c));

/**
 * The first letter of the first and the last name, else the username's first two letters,
 * else '??'; upper-cased, characters outside the Basic Multilingual Plane kept whole.
 */
export function initialsOf({ firstName, lastName, username }: NameParts = {}): string {
  const first = letters(firstName)[0];
  const last = letters(lastName)[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  const name = letters(username);
  if (name.length) return name.slice(0, 2).join('').toUpperCase();
  return '??';
}
