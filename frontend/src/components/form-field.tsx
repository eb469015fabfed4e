import { Form } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Props {
  id: string;
  label: ReactNode;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** On the form item, for its place in the form's layout. */
  className?: string;
  style?: CSSProperties;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control whose error (or hint) is tied to it for screen readers. */
export function FormField({ id, label, error, hint, required, className, style, children }: Props) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Form.Item
      className={className}
      style={style}
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
    </Form.Item>
  );
}
