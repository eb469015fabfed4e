import styles from '@/components/feedback/spinners.module.css';

/** Shown while a static page's code or texts arrive; sized so the footer does not jump. Plain CSS: it shows before antd has loaded. */
export function PageLoading() {
  return (
    <div className={styles.pageSpinner} style={{ minHeight: '50vh' }} aria-busy="true">
      <span className={`${styles.spinner} ${styles.spinnerLarge}`} aria-hidden />
    </div>
  );
}
