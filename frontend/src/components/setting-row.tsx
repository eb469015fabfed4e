import type { ReactNode } from 'react';
import styles from './setting-row.module.css';

/** A labelled control with a hint (settings and privacy switches); the hint id is `${id}-hint`. */
export function SettingRow({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className={styles.settingRow}>
      <div>
        <label htmlFor={id} className={styles.settingLabel}>
          {label}
        </label>
        <p id={`${id}-hint`} className="muted small">
          {hint}
        </p>
      </div>
      {children}
    </div>
  );
}
