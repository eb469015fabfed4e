import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

interface ButtonLinkProps extends Pick<ButtonProps, 'type' | 'size' | 'icon' | 'block'> {
  to: string;
  children: ReactNode;
}

/**
 * A link that looks like a button. It stays an <a> (a button inside a link is invalid and confuses screen
 * readers) and navigates inside the app without a page load; modified clicks keep the browser's behaviour.
 */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button href={to} onClick={onClick} {...buttonProps}>
      {children}
    </Button>
  );
}
