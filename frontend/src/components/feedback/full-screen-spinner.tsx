import './spinners.css';

/** While the session loads (docs/product/screens-and-navigation.md); the label is for screen readers, before any translation loaded. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <span className="spinner spinner-large" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
