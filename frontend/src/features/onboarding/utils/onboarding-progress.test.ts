import { FRESH_PROGRESS, nextStep, onboardingStorageKey, previousStep, readProgress, resumeStep, saveProgress } from './onboarding-progress';

const USER = '11111111-1111-4111-8111-111111111111';

describe('onboarding progress', () => {
  afterEach(() => localStorage.clear());

  it('starts fresh for a user this browser has not seen', () => expect(readProgress(USER)).toEqual(FRESH_PROGRESS));

  it('keeps each user’s progress apart and reads back what was saved', () => {
    saveProgress(USER, { status: 'skipped', step: 'feed', university: 'Lund University', system: 'timeedit' });
    expect(readProgress(USER)).toEqual({ status: 'skipped', step: 'feed', university: 'Lund University', system: 'timeedit' });
    expect(readProgress('someone-else')).toEqual(FRESH_PROGRESS);
  });

  it('remembers "my university isn’t listed" as null', () => {
    saveProgress(USER, { status: 'started', step: 'guide', university: null });
    expect(readProgress(USER)).toEqual({ status: 'started', step: 'guide', university: null });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown step', JSON.stringify({ status: 'started', step: 'payment' })],
    ['an unknown status', JSON.stringify({ status: 'maybe', step: 'guide' })],
    ['a list', '[]'],
  ])('starts fresh when storage holds %s', (_name, raw) => {
    localStorage.setItem(onboardingStorageKey(USER), raw);
    expect(readProgress(USER)).toEqual(FRESH_PROGRESS);
  });

  it('drops a system it does not know, keeping the rest', () => {
    localStorage.setItem(onboardingStorageKey(USER), JSON.stringify({ status: 'started', step: 'feed', system: 'blackboard', university: 'UCL' }));
    expect(readProgress(USER)).toEqual({ status: 'started', step: 'feed', university: 'UCL' });
  });

  it('resumes where the student left off, and after finishing at the guide for their university', () => {
    expect(resumeStep({ status: 'skipped', step: 'feed' })).toBe('feed');
    expect(resumeStep({ status: 'started', step: 'classmates' })).toBe('classmates');
    expect(resumeStep({ status: 'done', step: 'classmates', university: 'Lund University' })).toBe('guide');
    expect(resumeStep({ status: 'done', step: 'classmates', university: null })).toBe('guide');
    expect(resumeStep({ status: 'done', step: 'classmates' })).toBe('university');
  });

  it('steps forward and back within the four steps', () => {
    expect(nextStep('university')).toBe('guide');
    expect(nextStep('classmates')).toBeUndefined();
    expect(previousStep('feed')).toBe('guide');
    expect(previousStep('university')).toBeUndefined();
  });
});
