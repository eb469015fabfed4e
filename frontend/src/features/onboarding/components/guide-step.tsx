import { Button, Radio } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestedSystem, TIMETABLE_SYSTEMS, type TimetableSystem } from '../utils/timetable-systems';
import styles from '../onboarding.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  university: string | null | undefined;
  system: TimetableSystem;
  onSystemChange: (system: TimetableSystem) => void;
  onBack: () => void;
  onContinue: () => void;
  onSkip: () => void;
}

/** Step 2: where the student's timetable system keeps the calendar-feed (ICS) link, step by step. */
export function GuideStep({ headingRef, university, system, onSystemChange, onBack, onContinue, onSkip }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const suggested = suggestedSystem(university);
  const steps = t(`onboarding:systems.${system}.steps`, { returnObjects: true }) as string[];
  const name = t(`onboarding:systems.${system}.name`);
  return (
    <section aria-labelledby="onboarding-step-title">
      <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('onboarding:guide.title')}
      </h2>
      <p className="muted">{t('onboarding:guide.lead')}</p>
      <h3 id="onboarding-system-label" className={styles.subtitle}>
        {t('onboarding:guide.system')}
      </h3>
      <Radio.Group
        className={styles.systems}
        aria-labelledby="onboarding-system-label"
        // Filled when chosen: an outlined choice read like the hovered one (issue 30: 'Something else' looked selected).
        buttonStyle="solid"
        value={system}
        onChange={(e) => onSystemChange(e.target.value as TimetableSystem)}
      >
        {/* One wrapper each: a wrapped button keeps its own border and corners (antd joins neighbours into a bar). */}
        {TIMETABLE_SYSTEMS.map((s) => (
          <span key={s}>
            <Radio.Button value={s}>{t(`onboarding:systems.${s}.name`)}</Radio.Button>
          </span>
        ))}
      </Radio.Group>
      {suggested && university ? (
        <p className={styles.suggested}>
          {/* One sentence, not a tag over a bare system name (issue 30). */}
          <span className={styles.suggestedTag}>{t('onboarding:guide.suggested', { university, system: t(`onboarding:systems.${suggested}.name`) })}</span>
        </p>
      ) : null}
      <h3 className={styles.subtitle}>{t('onboarding:guide.how', { system: name })}</h3>
      <ol className={styles.guide}>
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <p className={styles.note}>{t('onboarding:guide.linkShape')}</p>
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('onboarding:actions.back')}</Button>
        <Button type="link" onClick={onSkip}>
          {t('onboarding:actions.skipStep')}
        </Button>
        <Button type="primary" onClick={onContinue}>
          {t('onboarding:guide.haveLink')}
        </Button>
      </div>
    </section>
  );
}
