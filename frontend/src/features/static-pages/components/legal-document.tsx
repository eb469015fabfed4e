import { useEffect } from 'react';
import { Card, Col, ConfigProvider, Row, Typography, theme } from 'antd';
import { usePolicyTranslation } from '@/lib/use-policy-translation';
import { formatLegalLastUpdated, LEGAL_LAST_UPDATED_ISO } from '../utils/legal-last-updated';
import { translatedList } from '../utils/translated-list';
import { RichText } from './rich-text';
import { StaticPage } from './static-page';

/** A paragraph, or a bulleted list when the block is an array. */
type LegalBlock = string | string[];

interface LegalSection {
  id: string;
  title: string;
  body: LegalBlock[];
}

interface LegalDocumentProps {
  /** The namespace holding title, intro[] and sections[] (static-terms, static-privacy, static-cookies). */
  namespace: string;
}

/** Terms, privacy and cookie policy: numbered sections, a linked table of contents and the revision date. */
export function LegalDocument({ namespace }: LegalDocumentProps) {
  const { t, i18n } = usePolicyTranslation([namespace, 'static-common']);
  const { token } = theme.useToken();
  const sections = translatedList<LegalSection | string>(t, 'sections');
  const intro = translatedList<string>(t, 'intro');

  // The page arrives lazily, after the browser already tried to follow a #fragment; follow it now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, []);

  const lastUpdated = formatLegalLastUpdated(i18n.resolvedLanguage ?? i18n.language);
  // Clear of the sticky top bar of the shell (about 57 px, more when its links wrap on a phone).
  const belowTopBar = token.controlHeightLG * 2 + token.padding;

  return (
    <StaticPage
      maxWidth={1080}
      title={t('title')}
      lead={<RichText t={t} i18nKey="static-common:lastUpdated" values={{ date: lastUpdated }} tags={{ time: <time dateTime={LEGAL_LAST_UPDATED_ISO} /> }} />}
    >
      <Row gutter={[token.marginXL, token.marginLG]} wrap>
        <Col xs={24} lg={{ flex: '280px' }}>
          <Card size="small" style={{ position: 'sticky', top: belowTopBar }}>
            <nav aria-labelledby={`${namespace}-contents`}>
              <Typography.Title level={2} id={`${namespace}-contents`} style={{ fontSize: token.fontSizeLG, marginTop: 0 }}>
                {t('static-common:contents')}
              </Typography.Title>
              <ol style={{ margin: 0, paddingInlineStart: token.paddingLG, lineHeight: 1.9 }}>
                {sections.map((section) =>
                  typeof section === 'string' ? null : (
                    <li key={section.id}>
                      <Typography.Link href={`#${section.id}`}>{section.title}</Typography.Link>
                    </li>
                  ),
                )}
              </ol>
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={{ flex: 'auto' }} style={{ minWidth: 0 }}>
          {/* Long reading: body text one step larger, lines kept near 70 characters. */}
          <ConfigProvider theme={{ token: { fontSize: token.fontSizeLG } }}>
            <article style={{ maxWidth: '70ch', fontSize: token.fontSizeLG }}>
              {intro.map((_, index) => (
                <Typography.Paragraph key={index}>
                  <RichText t={t} i18nKey={`intro.${index}`} />
                </Typography.Paragraph>
              ))}
              {sections.map((section, index) =>
                typeof section === 'string' ? (
                  <Typography.Paragraph key={index}>{section}</Typography.Paragraph>
                ) : (
                  <section key={section.id} id={section.id} style={{ scrollMarginTop: belowTopBar }}>
                    <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4 }}>
                      {index + 1}. {section.title}
                    </Typography.Title>
                    {section.body.map((block, blockIndex) =>
                      Array.isArray(block) ? (
                        <Typography.Paragraph key={blockIndex}>
                          <ul>
                            {block.map((_, itemIndex) => (
                              <li key={itemIndex}>
                                <RichText t={t} i18nKey={`sections.${index}.body.${blockIndex}.${itemIndex}`} />
                              </li>
                            ))}
                          </ul>
                        </Typography.Paragraph>
                      ) : (
                        <Typography.Paragraph key={blockIndex}>
                          <RichText t={t} i18nKey={`sections.${index}.body.${blockIndex}`} />
                        </Typography.Paragraph>
                      ),
                    )}
                  </section>
                ),
              )}
            </article>
          </ConfigProvider>
        </Col>
      </Row>
    </StaticPage>
  );
}
