import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import styles from './light-icon.module.css';

// The drawings carry SVG's own attribute names ('fill-rule', 'class'); React wants its own.
const reactAttrs = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), value]),
  );

function draw(node: AbstractNode, key: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

interface Props {
  /** An icon's drawing from @ant-design/icons-svg (the same pictures antd's icons show). */
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}

/**
 * One of antd's icons without antd's icon component: the pages every visitor opens (landing, top
 * bar, footer, toasts) draw their few icons with this, so their first load carries no icon
 * runtime, context or style injection. Same markup and size as antd's, sized by font-size.
 */
export function LightIcon({ icon, className, style, 'aria-hidden': ariaHidden }: Props) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-label={icon.name} aria-hidden={ariaHidden} className={`anticon ${styles.lightIcon}${className ? ` ${className}` : ''}`} style={style}>
      {createElement(
        'svg',
        { ...reactAttrs(svg.attrs), 'data-icon': icon.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        svg.children?.map(draw),
      )}
    </span>
  );
}
