import { Tag, type TagProps } from 'antd';

/**
 * antd's Tag in one of the theme's AA colour pairs (src/theme/tokens.ts `tag`): antd's gold tag text
 * is below 4.5:1, and its purple fails on the dark surface. The colours go in through the Tag's own
 * style, so no stylesheet reaches into antd's classes.
 */
export function ToneTag({ tone, style, ...props }: TagProps & { tone: 'gold' | 'purple' }) {
  return (
    <Tag {...props} style={{ background: `var(--tag-${tone}-bg)`, color: `var(--tag-${tone}-text)`, borderColor: `var(--tag-${tone}-border)`, ...style }} />
  );
}
