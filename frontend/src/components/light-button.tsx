import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import styles from './light-button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'text': icon-only and borderless (a toast's close button), otherwise a default button. */
  variant?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
}

/**
 * A button that looks like antd's, for the pages every visitor opens first (landing, top bar,
 * error screen, toasts): those stay free of antd's runtime, which the pages behind them load.
 */
export function LightButton({ variant = 'default', size = 'middle', className, type = 'button', ...props }: Props) {
  const classes = cx(
    styles.lightButton,
    variant === 'primary' ? styles.lightButtonPrimary : styles.lightButtonDefault,
    variant === 'text' && styles.lightButtonText,
    size === 'large' && styles.lightButtonLarge,
    className,
  );
  return <button type={type} className={classes} {...props} />;
}
