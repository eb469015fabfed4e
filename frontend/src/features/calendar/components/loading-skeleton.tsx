import { cx } from '@/lib/class-names';
import styles from '../calendar.module.css';

/** A grey bar standing in for a number or a line of text while it loads: never a 0 that is not true yet. */
export function SkeletonBar({ width = '3ch' }: { width?: string }) {
  return <span aria-hidden className={styles.skeletonBar} style={{ width }} />;
}

/**
 * The week while its events load: seven day columns of grey blocks, with the loading text for
 * screen readers (the status role announces it, as the spinner did).
 */
export function WeekSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.weekSkeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 7 }, (_, day) => (
        <div key={day} aria-hidden className={styles.weekSkeletonDay}>
          <span className={cx(styles.skeletonBar, styles.weekSkeletonHead)} />
          {Array.from({ length: 1 + ((day * 2) % 3) }, (_, block) => (
            <span key={block} className={styles.skeletonBlock} style={{ height: 40 + ((day + block) % 3) * 24 }} />
          ))}
        </div>
      ))}
    </div>
  );
}
