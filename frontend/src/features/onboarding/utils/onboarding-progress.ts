import { isTimetableSystem, type TimetableSystem } from './timetable-systems';

export const ONBOARDING_STEPS = ['university', 'guide', 'feed', 'classmates'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type OnboardingStatus = 'started' | 'done' | 'skipped';

/** Where a student is in the onboarding, kept in this browser (ADR 029). */
export interface OnboardingProgress {
  status: OnboardingStatus;
  step: OnboardingStep;
  /** The chosen university; null for "my university isn't listed", undefined before choosing. */
  university?: string | null;
  system?: TimetableSystem;
}

export const FRESH_PROGRESS: OnboardingProgress = { status: 'started', step: 'university' };

export const onboardingStorageKey = (userId: string) => `onboarding:${userId}`;

const isStep = (value: unknown): value is OnboardingStep => typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
const isStatus = (value: unknown): value is OnboardingStatus => value === 'started' || value === 'done' || value === 'skipped';

/** What this browser remembers for the user; anything unreadable counts as a fresh start. */
export function readProgress(userId: string): OnboardingProgress {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(onboardingStorageKey(userId)) ?? 'null');
  } catch {
    return FRESH_PROGRESS;
  }
  if (!raw || typeof raw !== 'object') return FRESH_PROGRESS;
  const { status, step, university, system } = raw as Record<string, unknown>;
  if (!isStatus(status) || !isStep(step)) return FRESH_PROGRESS;
  return {
    status,
    step,
    ...(typeof university === 'string' || university === null ? { university } : {}),
    ...(isTimetableSystem(system) ? { system } : {}),
  };
}

export function saveProgress(userId: string, progress: OnboardingProgress): void {
  try {
    localStorage.setItem(onboardingStorageKey(userId), JSON.stringify(progress));
  } catch {
    // Storage disabled: the flow still works; it starts over next time.
  }
}

/**
 * The step a returning student starts at: where they left off; after finishing, the guide for the
 * university they chose (they came back because the timetable is still missing).
 */
export function resumeStep(progress: OnboardingProgress): OnboardingStep {
  if (progress.status === 'done') return progress.university === undefined ? 'university' : 'guide';
  return progress.step;
}

export const nextStep = (step: OnboardingStep): OnboardingStep | undefined => ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
export const previousStep = (step: OnboardingStep): OnboardingStep | undefined => ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1];
