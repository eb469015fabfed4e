import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { usePolicyTranslation } from '@/lib/use-policy-translation';
import { translatedList } from '../utils/translated-list';
import { ButtonLink } from './button-link';
import { RichText } from './rich-text';
import { StaticPage } from './static-page';

const FEATURES = [
  { id: 'schedule', Icon: CalendarOutlined },
  { id: 'groups', Icon: TeamOutlined },
  { id: 'compare', Icon: SwapOutlined },
  { id: 'presence', Icon: EnvironmentOutlined },
] as const;

const VALUES = ['free', 'privacy', 'students'] as const;

export function AboutPage() {
  const { t } = usePolicyTranslation(['static-about', 'static-common']);
  const { token } = theme.useToken();
  const cardTitleStyle = { marginTop: 0, fontSize: token.fontSizeLG };

  return (
    <StaticPage title={t('title')} lead={t('lead')}>
      <div style={{ maxWidth: '70ch' }}>
        <Typography.Title level={2}>{t('story.title')}</Typography.Title>
        {translatedList<string>(t, 'story.paragraphs').map((_, index) => (
          <Typography.Paragraph key={index}>
            <RichText t={t} i18nKey={`story.paragraphs.${index}`} />
          </Typography.Paragraph>
        ))}
      </div>

      <Typography.Title level={2} style={{ marginTop: token.marginXXL }}>
        {t('features.title')}
      </Typography.Title>
      <Row gutter={[token.marginLG, token.marginLG]}>
        {FEATURES.map(({ id, Icon }) => (
          <Col key={id} xs={24} sm={12} xl={6}>
            <Card style={{ height: '100%' }}>
              <Icon aria-hidden style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }} />
              <Typography.Title level={3} style={{ ...cardTitleStyle, marginTop: token.marginSM }}>
                {t(`features.items.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`features.items.${id}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={2} style={{ marginTop: token.marginXXL }}>
        {t('values.title')}
      </Typography.Title>
      <Row gutter={[token.marginLG, token.marginLG]}>
        {VALUES.map((id) => (
          <Col key={id} xs={24} md={8}>
            <Typography.Title level={3} style={cardTitleStyle}>
              {t(`values.items.${id}.title`)}
            </Typography.Title>
            <Typography.Paragraph>
              <RichText t={t} i18nKey={`values.items.${id}.text`} />
            </Typography.Paragraph>
          </Col>
        ))}
      </Row>

      <Card style={{ marginTop: token.marginXL, background: token.colorFillAlter }}>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
          {t('cta.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('cta.text')}</Typography.Paragraph>
        <Flex gap={token.marginSM} wrap>
          <ButtonLink to="/auth" type="primary">
            {t('cta.getStarted')}
          </ButtonLink>
          <ButtonLink to="/contact">{t('cta.contact')}</ButtonLink>
          <ButtonLink to="/careers">{t('cta.careers')}</ButtonLink>
        </Flex>
      </Card>
    </StaticPage>
  );
}
