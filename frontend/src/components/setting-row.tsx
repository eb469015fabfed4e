import type { ReactNode } from 'react';
import './setting-row.css';

/** A labelled control with a hint (settings and privacy switches); the hint id is `${id}-hint`. */
export function SettingRow({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="setting-row">
      <div>
        <label htmlFor={id} className="setting-label">
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
