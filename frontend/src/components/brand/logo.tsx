import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

/** Two overlapping weeks: the product's mark, then its name. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={styles.brand} aria-label={t('common:brand.home')}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
        <rect x="2" y="5" width="16" height="16" rx="4" className={styles.brandMarkBack} />
        <rect x="10" y="9" width="16" height="16" rx="4" className={styles.brandMarkFront} />
      </svg>
      <span className={styles.brandName}>Overlap</span>
    </Link>
  );
}
