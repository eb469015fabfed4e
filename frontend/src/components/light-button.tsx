import type { ButtonHTMLAttributes } from 'react';
import './light-button.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
}

/**
 * A button that looks like antd's, for the pages every visitor opens first (landing, top bar,
 * error screen, toasts): those stay free of antd's runtime, which the pages behind them load.
 */
export function LightButton({ variant = 'default', size = 'middle', className, type = 'button', ...props }: Props) {
  const classes = ['light-button', `light-button-${variant}`, size === 'large' ? 'light-button-large' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
