import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SyncOutlined from '@ant-design/icons-svg/es/asn/SyncOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { LightIcon } from '@/components/icons/light-icon';
import { LightButton } from '@/components/light-button';
import { usePolicyTranslation } from '@/lib/use-policy-translation';
import { WeekPreview } from './week-preview';
import { cx } from '@/lib/class-names';
import styles from '../landing.module.css';

const FEATURES = [
  { icon: SyncOutlined, title: 'landing:features.live.title', text: 'landing:features.live.text' },
  { icon: TeamOutlined, title: 'landing:features.compare.title', text: 'landing:features.compare.text' },
  { icon: ClockCircleOutlined, title: 'landing:features.freeTime.title', text: 'landing:features.freeTime.text' },
  { icon: GlobalOutlined, title: 'landing:features.languages.title', text: 'landing:features.languages.text' },
  { icon: GiftOutlined, title: 'landing:features.free.title', text: 'landing:features.free.text' },
  { icon: ThunderboltOutlined, title: 'landing:features.screenshot.title', text: 'landing:features.screenshot.text' },
] as const;

const STEPS = [
  { title: 'landing:steps.import.title', text: 'landing:steps.import.text' },
  { title: 'landing:steps.group.title', text: 'landing:steps.group.text' },
  { title: 'landing:steps.meet.title', text: 'landing:steps.meet.text' },
] as const;

/** `/` for visitors: what Overlap does and the three ways in (docs/product/screens-and-navigation.md). */
export function LandingPage() {
  // The free-features card states billing's invitation policy (ADR 031).
  const { t } = usePolicyTranslation(['landing']);
  const navigate = useNavigate();
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('landing:hero.eyebrow')}</p>
          <h1 id="hero-title">{t('landing:hero.title')}</h1>
          <p className={styles.heroLead}>{t('landing:hero.lead')}</p>
          <div className={styles.heroActions}>
            <LightButton variant="primary" size="large" onClick={() => navigate('/auth?mode=signup')}>
              {t('landing:hero.getStarted')}
            </LightButton>
            <LightButton size="large" onClick={() => navigate('/pricing')}>
              {t('landing:hero.pricing')}
            </LightButton>
          </div>
          <p className={styles.heroLogin}>
            {t('landing:hero.haveAccount')} <Link to="/auth">{t('landing:hero.login')}</Link>
          </p>
        </div>
        <WeekPreview />
      </section>

      <section className={styles.speed} aria-labelledby="speed-title">
        <h2 id="speed-title">{t('landing:speed.title')}</h2>
        <div className={styles.speedCompare}>
          <div className={cx(styles.speedCard, styles.speedCardUs)}>
            <span className={styles.speedFigure}>{t('landing:speed.usFigure')}</span>
            <span>{t('landing:speed.us')}</span>
          </div>
          <div className={styles.speedCard}>
            <span className={styles.speedFigure}>{t('landing:speed.themFigure')}</span>
            <span>{t('landing:speed.them')}</span>
          </div>
        </div>
        <p className={styles.speedNote}>{t('landing:speed.note')}</p>
      </section>

      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title">{t('landing:features.title')}</h2>
        <ul className={styles.featureGrid}>
          {FEATURES.map(({ icon, title, text }) => (
            <li key={title} className={styles.featureCard}>
              <LightIcon icon={icon} aria-hidden className="feature-icon" />
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.steps} aria-labelledby="steps-title">
        <h2 id="steps-title">{t('landing:steps.title')}</h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className={styles.stepNumber} aria-hidden>
                {i + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.closing} aria-labelledby="closing-title">
        <h2 id="closing-title">{t('landing:closing.title')}</h2>
        <p>{t('landing:closing.text')}</p>
        <LightButton variant="primary" size="large" onClick={() => navigate('/auth?mode=signup')}>
          {t('landing:hero.getStarted')}
        </LightButton>
      </section>
    </div>
  );
}
