import type { ReactNode } from 'react';
import { Typography, theme } from 'antd';

interface StaticPageProps {
  title: string;
  lead?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
  /** Narrower for pages that are one column of text with a table of contents. */
  maxWidth?: number;
  children: ReactNode;
}

/** The frame of every static page: a centred column, the page's only h1 and the browser tab title. */
export function StaticPage({ title, lead, before, maxWidth = 1120, children }: StaticPageProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        maxWidth,
        margin: '0 auto',
        paddingBlock: `clamp(${token.paddingLG}px, 5vw, ${token.paddingXL * 2}px)`,
        paddingInline: `clamp(${token.padding}px, 4vw, ${token.paddingXL}px)`,
      }}
    >
      {/* React 19 hoists <title> into <head>. */}
      <title>{`${title} · Overlap`}</title>
      {before}
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {lead && (
        <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: '65ch', marginBottom: token.marginXL }}>
          {lead}
        </Typography.Paragraph>
      )}
      {children}
    </div>
  );
}
