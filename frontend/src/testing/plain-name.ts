/**
 * Matches an accessible name as it is heard: event blocks carry soft hyphens (U+00AD) in their
 * names, the same as in their visible text (lib/hyphenation.ts), and speech ignores them.
 */
export const plainName =
  (expected: string | RegExp) =>
  (name: string): boolean => {
    const plain = name.replace(/\u00AD/g, '');
    return typeof expected === 'string' ? plain === expected : expected.test(plain);
  };
