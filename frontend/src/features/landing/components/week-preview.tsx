import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import styles from '../landing.module.css';

// A drawn example week (not data): two students' classes and the hours both are free.
const DAYS = ['landing:preview.mon', 'landing:preview.tue', 'landing:preview.wed', 'landing:preview.thu', 'landing:preview.fri'] as const;
const BLOCKS = [
  { day: 0, start: 0, length: 2, who: 'a' },
  { day: 0, start: 3, length: 2, who: 'b' },
  { day: 1, start: 1, length: 2, who: 'b' },
  { day: 1, start: 4, length: 2, who: 'a' },
  { day: 2, start: 0, length: 1, who: 'a' },
  { day: 2, start: 0, length: 2, who: 'b', offset: true },
  { day: 3, start: 2, length: 3, who: 'a' },
  { day: 4, start: 1, length: 1, who: 'b' },
] as const;
const FREE = [
  { day: 2, start: 3, length: 3 },
  { day: 4, start: 3, length: 3 },
] as const;

export function WeekPreview() {
  const { t } = useTranslation('landing');
  return (
    <figure className={styles.weekPreview}>
      <div className={styles.weekPreviewGrid} aria-hidden>
        {DAYS.map((day, d) => (
          <div key={day}>
            <span className={styles.weekPreviewLabel}>{t(day)}</span>
            <div className={styles.weekPreviewColumn}>
              {BLOCKS.filter((b) => b.day === d).map((b, i) => (
                <span
                  key={i}
                  className={cx(styles.weekPreviewBlock, b.who === 'a' ? styles.whoA : styles.whoB, 'offset' in b && styles.offset)}
                  style={{ top: `${(b.start / 7) * 100}%`, height: `${(b.length / 7) * 100}%` }}
                />
              ))}
              {FREE.filter((f) => f.day === d).map((f, i) => (
                <span key={`f${i}`} className={styles.weekPreviewFree} style={{ top: `${(f.start / 7) * 100}%`, height: `${(f.length / 7) * 100}%` }}>
                  {t('landing:preview.free')}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
      <figcaption>
        <span className={cx(styles.legend, styles.whoA)} /> {t('landing:preview.you')} <span className={cx(styles.legend, styles.whoB)} />{' '}
        {t('landing:preview.friend')} <span className={cx(styles.legend, styles.free)} /> {t('landing:preview.bothFree')}
      </figcaption>
    </figure>
  );
}
