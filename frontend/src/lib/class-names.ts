/**
 * The class names that apply, joined: `cx(styles.day, isToday && styles.isToday)`. CSS Modules give
 * each class its own name (ADR 051), so conditional classes are joined here instead of in strings.
 */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
