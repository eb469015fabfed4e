/**
 * The app's one colour source (ADR 051). antd's theme (components/antd-theme/theme.ts) and the CSS
 * custom properties every stylesheet uses (generated at build time by build/theme-css.ts, so pages
 * without antd have them too) both come from here; no stylesheet names a colour of its own.
 *
 * Colours are chosen for WCAG AA in both themes: text ≥ 4.5:1 on its background, white text on the
 * primary fill ≥ 4.5:1, lines and marks ≥ 3:1.
 *
 * Plain data with no imports: the landing page's first load (ADR 041) must not pull in antd for it.
 */

export type ThemeName = 'light' | 'dark';

/** Background, text and line colour of a tinted label or block. */
interface Tint {
  bg: string;
  text: string;
  border: string;
}

/** A calendar event's fill, left edge and text, per kind of event. */
interface EventColours {
  bg: string;
  edge: string;
  text: string;
}

export interface Palette {
  bg: string;
  surface: string;
  surfaceMuted: string;
  surfaceElevated: string;
  text: string;
  muted: string;
  /** antd's tertiary and description text. */
  textTertiary: string;
  textDisabled: string;
  border: string;
  /** The outline of a control (button, input) at rest, as antd draws it. */
  controlBorder: string;
  /** The one brand indigo: filled buttons, today's date, highlighted cards; white text on it keeps AA. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Text on the primary or another saturated fill (an avatar, a count, today's date). */
  onPrimary: string;
  /** Indigo as text or a thin line on the page's background. */
  link: string;
  linkHover: string;
  accent: string;
  focus: string;
  heroFrom: string;
  heroTo: string;
  heroShadow: string;
  /** The two people in the landing page's pictures of a shared week. */
  you: string;
  friend: string;
  free: string;
  freeText: string;
  success: string;
  successBg: string;
  successBorder: string;
  /** Success as small text (an accepted invitation). */
  successText: string;
  error: string;
  /** Error text in a form (onboarding's link check). */
  errorText: string;
  /** Deep red for counts and errors inside groups; white text on it keeps AA. */
  danger: string;
  dangerText: string;
  dangerBorder: string;
  /** Text on antd's filled danger button (dark: white on its light red is below 4.5:1). */
  dangerOnError: string;
  /** Amber as text or icon (ads, offers, warnings). */
  warning: string;
  /** Amber as a line (the offers' dashed frame, a feed to look at). */
  warningLine: string;
  brandMarkBack: string;
  brandMarkFront: string;
  /** The offline notice's colours: inverted against the page. */
  noticeBg: string;
  noticeText: string;
  /** antd's elevated-surface shadow (toasts). */
  popupShadow: string;
  tag: { gold: Tint; purple: Tint };
  /** A feed's left edge by state; the same in both themes. */
  feedLine: { active: string; error: string; disconnected: string };
  feedStatus: { active: Tint; error: Tint; private: Tint; disconnected: Tint; unknown: Tint };
  presence: { onCampus: string; offCampus: string; unknown: string; memberStatus: string };
  event: Record<'lecture' | 'seminar' | 'lab' | 'tutorial' | 'exam' | 'workshop' | 'assignment' | 'class' | 'other', EventColours>;
  calendar: { todayBg: string; todayText: string; now: string; hourLine: string; halfHourLine: string; hoverShadow: string };
}

export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', sans-serif";
export const borderRadius = 8;

const light: Palette = {
  bg: '#f6f7fb',
  surface: '#ffffff',
  surfaceMuted: '#eef0f7',
  surfaceElevated: '#ffffff',
  text: 'rgba(0, 0, 0, 0.88)',
  muted: 'rgba(0, 0, 0, 0.64)',
  textTertiary: 'rgba(0, 0, 0, 0.62)',
  textDisabled: 'rgba(0, 0, 0, 0.25)',
  border: '#e3e5ee',
  controlBorder: '#d9d9d9',
  primary: '#4f46e5',
  // antd lightens primary on hover by default, which drops white text below 4.5:1: darker instead.
  primaryHover: '#4338ca',
  primaryActive: '#3730a3',
  onPrimary: '#ffffff',
  link: '#4338ca',
  linkHover: '#3730a3',
  accent: '#0f766e',
  focus: '#4338ca',
  heroFrom: '#eef2ff',
  heroTo: '#f0fdfa',
  heroShadow: 'rgba(40, 40, 90, 0.15)',
  you: '#4f46e5',
  friend: '#0d9488',
  free: '#15803d',
  freeText: '#14532d',
  success: '#15803d',
  // Derived from the darker, AA-safe success green, antd's success background turns grey-green.
  successBg: '#f0fdf4',
  successBorder: '#86efac',
  successText: '#166534',
  error: '#c81e1e',
  errorText: '#b42318',
  danger: '#b91c1c',
  dangerText: '#b91c1c',
  dangerBorder: '#f1b0b0',
  dangerOnError: '#ffffff',
  warning: '#b45309',
  warningLine: '#d4a017',
  brandMarkBack: '#4f46e5',
  brandMarkFront: '#14b8a6',
  noticeBg: '#1e1b4b',
  noticeText: '#ffffff',
  popupShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  tag: {
    // antd's gold and purple tags fall below 4.5:1 (purple on the dark surface): these pairs keep AA.
    gold: { bg: '#fef3c7', text: '#78350f', border: '#fcd34d' },
    purple: { bg: '#ede9fe', text: '#5b21b6', border: '#c4b5fd' },
  },
  feedLine: { active: '#15803d', error: '#c81e1e', disconnected: '#b45309' },
  feedStatus: {
    active: { bg: '#dcfce7', text: '#14532d', border: '#86efac' },
    error: { bg: '#fee2e2', text: '#7f1d1d', border: '#fca5a5' },
    private: { bg: '#ede9fe', text: '#4c1d95', border: '#c4b5fd' },
    disconnected: { bg: '#fef3c7', text: '#78350f', border: '#fcd34d' },
    unknown: { bg: '#f1f5f9', text: '#1e293b', border: '#cbd5e1' },
  },
  presence: { onCampus: '#15803d', offCampus: '#6b7280', unknown: '#d97706', memberStatus: '#166534' },
  event: {
    lecture: { bg: '#eef2ff', edge: '#4f46e5', text: '#1e1b4b' },
    seminar: { bg: '#e6fffa', edge: '#0f766e', text: '#134e4a' },
    lab: { bg: '#fef3c7', edge: '#b45309', text: '#451a03' },
    tutorial: { bg: '#dcfce7', edge: '#15803d', text: '#14532d' },
    exam: { bg: '#fee2e2', edge: '#c81e1e', text: '#450a0a' },
    workshop: { bg: '#fce7f3', edge: '#be185d', text: '#500724' },
    assignment: { bg: '#ffedd5', edge: '#c2410c', text: '#431407' },
    class: { bg: '#e0f2fe', edge: '#0369a1', text: '#0c4a6e' },
    other: { bg: '#f1f5f9', edge: '#475569', text: '#0f172a' },
  },
  calendar: {
    todayBg: '#f5f3ff',
    todayText: '#3730a3',
    now: '#c81e1e',
    hourLine: '#e3e5ee',
    halfHourLine: '#f0f1f6',
    hoverShadow: 'rgba(15, 23, 42, 0.18)',
  },
};

const dark: Palette = {
  bg: '#0f1117',
  surface: '#171a23',
  surfaceMuted: '#1f2330',
  surfaceElevated: '#1f2330',
  text: 'rgba(255, 255, 255, 0.9)',
  muted: 'rgba(255, 255, 255, 0.7)',
  textTertiary: 'rgba(255, 255, 255, 0.68)',
  textDisabled: 'rgba(255, 255, 255, 0.25)',
  border: '#2b3040',
  controlBorder: '#424242',
  // One primary for antd and the CSS (ADR 051): white text on it is 5.3:1, and as a line it is ≥ 3:1
  // on the dark surfaces. Indigo as text on the dark background is `link`.
  primary: '#5558e8',
  primaryHover: '#4f51e0',
  primaryActive: '#4338ca',
  onPrimary: '#ffffff',
  link: '#a5b4fc',
  linkHover: '#c7d2fe',
  accent: '#5eead4',
  focus: '#a5b4fc',
  heroFrom: '#1b1d33',
  heroTo: '#102624',
  heroShadow: 'rgba(40, 40, 90, 0.15)',
  you: '#818cf8',
  friend: '#2dd4bf',
  free: '#4ade80',
  freeText: '#dcfce7',
  success: '#4ade80',
  successBg: '#11291a',
  successBorder: '#166534',
  successText: '#86efac',
  error: '#f87171',
  errorText: '#fda29b',
  danger: '#b91c1c',
  dangerText: '#fca5a5',
  dangerBorder: '#f1b0b0',
  dangerOnError: '#1c0606',
  warning: '#fbbf24',
  warningLine: '#d4a017',
  brandMarkBack: '#4f46e5',
  brandMarkFront: '#14b8a6',
  noticeBg: '#e0e7ff',
  noticeText: '#1e1b4b',
  popupShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.32), 0 3px 6px -4px rgba(0, 0, 0, 0.48), 0 9px 28px 8px rgba(0, 0, 0, 0.2)',
  tag: {
    gold: { bg: '#451a03', text: '#fde68a', border: '#92400e' },
    purple: { bg: '#2e1065', text: '#ddd6fe', border: '#6d28d9' },
  },
  feedLine: { active: '#15803d', error: '#c81e1e', disconnected: '#b45309' },
  feedStatus: {
    active: { bg: '#14532d', text: '#dcfce7', border: '#166534' },
    error: { bg: '#7f1d1d', text: '#fee2e2', border: '#991b1b' },
    private: { bg: '#4c1d95', text: '#ede9fe', border: '#5b21b6' },
    disconnected: { bg: '#78350f', text: '#fef3c7', border: '#92400e' },
    unknown: { bg: '#334155', text: '#f1f5f9', border: '#475569' },
  },
  presence: { onCampus: '#15803d', offCampus: '#6b7280', unknown: '#d97706', memberStatus: '#4ade80' },
  event: {
    lecture: { bg: '#272a5c', edge: '#818cf8', text: '#e0e7ff' },
    seminar: { bg: '#133b38', edge: '#2dd4bf', text: '#ccfbf1' },
    lab: { bg: '#3f2d0c', edge: '#fbbf24', text: '#fef3c7' },
    tutorial: { bg: '#173a24', edge: '#4ade80', text: '#dcfce7' },
    exam: { bg: '#4a1717', edge: '#f87171', text: '#fee2e2' },
    workshop: { bg: '#4a1433', edge: '#f472b6', text: '#fce7f3' },
    assignment: { bg: '#47230d', edge: '#fb923c', text: '#ffedd5' },
    class: { bg: '#0f3047', edge: '#38bdf8', text: '#e0f2fe' },
    other: { bg: '#263041', edge: '#94a3b8', text: '#f1f5f9' },
  },
  calendar: {
    todayBg: '#1c1d35',
    todayText: '#c7d2fe',
    now: '#f87171',
    hourLine: '#2b3040',
    halfHourLine: '#20242f',
    hoverShadow: 'rgba(15, 23, 42, 0.18)',
  },
};

export const palettes: Record<ThemeName, Palette> = { light, dark };
