import '@/components/feedback/spinners.css';

/** Shown while a static page's code or texts arrive; sized so the footer does not jump. Plain CSS: it shows before antd has loaded. */
export function PageLoading() {
  return (
    <div className="page-spinner" style={{ minHeight: '50vh' }} aria-busy="true">
      <span className="spinner spinner-large" aria-hidden />
    </div>
  );
}
