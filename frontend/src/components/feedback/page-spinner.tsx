import { useTranslation } from 'react-i18next';
import styles from './spinners.module.css';

/** While a page's code or data loads inside a layout. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.pageSpinner} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <span className={label ? styles.pageSpinnerLabel : 'visually-hidden'}>{label ?? t('common:loading')}</span>
    </div>
  );
}
