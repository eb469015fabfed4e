import { Button, Card, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth';
import { defaultFeedName } from '../utils/feed-url';
import {
  nextStep,
  ONBOARDING_STEPS,
  previousStep,
  readProgress,
  resumeStep,
  saveProgress,
  type OnboardingProgress,
  type OnboardingStep,
} from '../utils/onboarding-progress';
import { suggestedSystem, TIMETABLE_SYSTEMS } from '../utils/timetable-systems';
import { ClassmatesStep } from './classmates-step';
import { FeedStep } from './feed-step';
import { GuideStep } from './guide-step';
import { UniversityStep } from './university-step';
import styles from '../onboarding.module.css';

/** How long the calendar keeps re-reading the week while a new feed's classes travel to it. */
const CALENDAR_CATCH_UP_MS = 30_000;

/**
 * /welcome: the new student's way in (issue 18) — university, where its system keeps the calendar
 * link, the link previewed and saved (or a screenshot), then classmates. Every step can be
 * skipped; the empty calendar leads back here, to where the student left off (ADR 029).
 */
export function OnboardingPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<OnboardingProgress>(() => {
    const stored = readProgress(user.id);
    return { ...stored, step: resumeStep(stored) };
  });
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => saveProgress(user.id, progress), [user.id, progress]);
  // A new step moves the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [progress.step]);

  const update = (patch: Partial<OnboardingProgress>) => setProgress((p) => ({ ...p, ...patch }));
  const goTo = (step: OnboardingStep | undefined) => step && update({ step });
  const skipStep = () => goTo(nextStep(progress.step));
  const leave = (status: OnboardingProgress['status']) => {
    const next = { ...progress, status };
    saveProgress(user.id, next);
    navigate('/', saved ? { state: { refreshUntil: Date.now() + CALENDAR_CATCH_UP_MS } } : undefined);
  };

  const system = progress.system ?? suggestedSystem(progress.university) ?? TIMETABLE_SYSTEMS[0];
  const current = ONBOARDING_STEPS.indexOf(progress.step);

  let step;
  if (progress.step === 'university')
    step = (
      <UniversityStep
        headingRef={headingRef}
        value={progress.university}
        onContinue={(university) =>
          update({ university, step: 'guide', system: university === progress.university ? progress.system : suggestedSystem(university) })
        }
        onSkip={skipStep}
      />
    );
  else if (progress.step === 'guide')
    step = (
      <GuideStep
        headingRef={headingRef}
        university={progress.university}
        system={system}
        onSystemChange={(next) => update({ system: next })}
        onBack={() => goTo(previousStep('guide'))}
        onContinue={() => update({ system, step: 'feed' })}
        onSkip={skipStep}
      />
    );
  else if (progress.step === 'feed')
    step = (
      <FeedStep
        headingRef={headingRef}
        defaultName={defaultFeedName(
          progress.university,
          progress.system ? t(`onboarding:systems.${progress.system}.name`) : undefined,
          t('onboarding:feed.defaultName'),
        )}
        saved={saved}
        onSaved={() => {
          setSaved(true);
          update({ step: 'classmates' });
        }}
        onBack={() => goTo(previousStep('feed'))}
        onContinue={skipStep}
        onSkip={skipStep}
      />
    );
  else step = <ClassmatesStep headingRef={headingRef} onBack={() => goTo(previousStep('classmates'))} onFinish={() => leave('done')} />;

  return (
    <div className={`${styles.root} page`}>
      <header className={`${styles.header} page-header`}>
        <div>
          <h1>{t('onboarding:title')}</h1>
          <p>{t('onboarding:lead')}</p>
        </div>
        <Button type="link" className={styles.skipAll} onClick={() => leave(progress.status === 'done' ? 'done' : 'skipped')}>
          {t('onboarding:skipAll')}
        </Button>
      </header>
      <nav aria-label={t('onboarding:stepsLabel')}>
        <Steps
          className={styles.steps}
          size="small"
          responsive={false}
          current={current}
          onChange={(index) => goTo(ONBOARDING_STEPS[index])}
          // On a phone every step shows its number and only the current one its name (the others' stay readable to screen readers).
          items={ONBOARDING_STEPS.map((s, i) => ({
            title: i === current ? t(`onboarding:steps.${s}`) : <span className={styles.stepOther}>{t(`onboarding:steps.${s}`)}</span>,
          }))}
        />
      </nav>
      <Card className="onboarding-card">{step}</Card>
    </div>
  );
}
