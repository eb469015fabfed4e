import styles from './spinners.module.css';

/** While the session loads (docs/product/screens-and-navigation.md); the label is for screen readers, before any translation loaded. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.fullScreenSpinner} role="status" aria-live="polite">
      <span className={`${styles.spinner} ${styles.spinnerLarge}`} aria-hidden />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
