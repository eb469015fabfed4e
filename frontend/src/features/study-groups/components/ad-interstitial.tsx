import { CloseOutlined, CrownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubscription } from '@/lib/subscription';
import { countCompareAction } from '../utils/ad-interstitial-counter';
import styles from '../study-groups.module.css';

/** The interstitial appears 100 ms after the action and counts down 5 s. */
export const INTERSTITIAL_DELAY_MS = 100;
export const INTERSTITIAL_COUNTDOWN_S = 5;

/**
 * Counts compare actions toward the interstitial (non-ad-free users, every 5th one).
 * Returns the action to call on each compare and whether the interstitial is open.
 */
export function useCompareInterstitial(): { countCompare: () => void; open: boolean; close: () => void } {
  const { isAdFree, isLoading } = useSubscription();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const countCompare = useCallback(() => {
    // Ad-free users' actions are not counted; neither are those made before the plan is known.
    if (isAdFree || isLoading) return;
    if (!countCompareAction()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), INTERSTITIAL_DELAY_MS);
  }, [isAdFree, isLoading]);
  const close = useCallback(() => setOpen(false), []);
  return { countCompare, open, close };
}

/**
 * The full-screen ad (docs/product/premium.md): a modal dialog that counts down from 5 s; the close
 * button and 'Continue with ads' appear only at 0, Escape closes only then, and 'Go Ad-Free'
 * leads to /pricing at any time. Focus moves into it and returns to where it was.
 */
export function AdInterstitial({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [seconds, setSeconds] = useState(INTERSTITIAL_COUNTDOWN_S);
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    setSeconds(INTERSTITIAL_COUNTDOWN_S);
    returnFocus.current = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    // The page behind does not scroll while the ad covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearInterval(tick);
      document.body.style.overflow = overflow;
      returnFocus.current?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const done = seconds === 0;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && done) onClose();
    if (e.key !== 'Tab') return;
    // Keep Tab inside the dialog.
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
    if (!focusable.length) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.sgInterstitial} role="presentation">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className={styles.sgInterstitialBox}
        onKeyDown={onKeyDown}
      >
        {done ? (
          <Button
            styles={{ root: { position: 'absolute', top: 16, right: 16 } }}
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('groups:ad.close')}
            onClick={onClose}
          />
        ) : null}
        <CrownOutlined aria-hidden className={styles.sgInterstitialIcon} />
        <p className={styles.sgInterstitialEyebrow}>{t('groups:ad.eyebrow')}</p>
        <h2 id={titleId}>{t('groups:ad.title')}</h2>
        <p id={textId}>{t('groups:ad.text')}</p>
        <div className={styles.sgInterstitialActions}>
          <Button
            type="primary"
            size="large"
            href="/pricing"
            onClick={(e) => {
              e.preventDefault();
              onClose();
              navigate('/pricing');
            }}
          >
            {t('groups:ad.goAdFree')}
          </Button>
          {done ? (
            <Button size="large" onClick={onClose}>
              {t('groups:ad.continue')}
            </Button>
          ) : null}
        </div>
        <p className={styles.sgInterstitialCountdown} role="timer" aria-live="off">
          {done ? t('groups:ad.ready') : t('groups:ad.countdown', { count: seconds })}
        </p>
      </div>
    </div>,
    document.body,
  );
}
