import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { useEffect, useRef, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '@/components/icons/light-icon';
import { LightButton } from '@/components/light-button';
import { TOAST_DURATION_MS, toastStore, type Toast } from './toast-store';
import styles from './toaster.module.css';

const SWIPE_DISMISS_PX = 50;

/**
 * The toast region (docs/product/screens-and-navigation.md): one toast at a time, closes after 5 s, the timer pauses while
 * the pointer is over it or focus is inside, a swipe right past 50 px dismisses, F8 jumps to it.
 * Every page has it, the landing page too, so it is drawn without antd (toaster.module.css).
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} tabIndex={-1} className={styles.toastViewport} aria-label={t('common:toasts.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={t('common:actions.close')} />
      ))}
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);
  const swipeStart = useRef<number | undefined>(undefined);
  const item = useRef<HTMLDivElement>(null);

  const dismiss = () => toastStore.dismiss(toast.id);
  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (timer.current !== undefined || hovered.current || focused.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(dismiss, Math.max(0, remaining.current));
  };

  useEffect(() => {
    resume();
    // The timer belongs to this toast only; it starts once.
    return () => clearTimeout(timer.current);
  }, []);

  const onPointerDown = (e: ReactPointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (swipeStart.current === undefined || !item.current) return;
    const dx = Math.max(0, e.clientX - swipeStart.current);
    item.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    if (swipeStart.current === undefined) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = undefined;
    if (dx > SWIPE_DISMISS_PX) dismiss();
    else if (item.current) item.current.style.transform = '';
  };

  const icon = toast.variant === 'success' ? CheckCircleFilled : toast.variant === 'error' ? CloseCircleFilled : InfoCircleFilled;

  return (
    <div
      ref={item}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast}
      data-variant={toast.variant}
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
      onFocus={() => {
        focused.current = true;
        pause();
      }}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        focused.current = false;
        resume();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <LightIcon icon={icon} aria-hidden className={styles.toastIcon} />
      <div className={styles.toastBody}>
        <div className={styles.toastTitle}>{toast.title}</div>
        {/* A space, so title and text stay two words where a phone runs them on in one line (toaster.module.css) and in what is announced. */}
        {toast.description ? (
          <>
            {' '}
            <div className={styles.toastDescription}>{toast.description}</div>
          </>
        ) : null}
      </div>
      <LightButton variant="text" aria-label={closeLabel} onClick={dismiss}>
        <LightIcon icon={CloseOutlined} aria-hidden />
      </LightButton>
    </div>
  );
}
