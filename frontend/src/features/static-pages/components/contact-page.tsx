import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { supportMailto } from '@/config/contact';
import { CONTACT_CHECKLIST_IDS, CONTACT_TOPIC_IDS } from '../utils/contact-topics';
import { ContactTopicIcon } from './contact-topic-icon';
import { RichText } from './rich-text';
import { SocialLink } from './social-link';
import { StaticPage } from './static-page';
import { SupportEmailLink } from './support-email-link';

export function ContactPage() {
  const { t } = useTranslation(['static-contact', 'static-common']);
  const { token } = theme.useToken();
  const sectionTitleStyle = { marginTop: 0, fontSize: token.fontSizeHeading4 };

  return (
    <StaticPage title={t('title')} lead={t('lead')}>
      <Row gutter={[token.marginLG, token.marginLG]}>
        {CONTACT_TOPIC_IDS.map((topic) => (
          <Col key={topic} xs={24} md={12}>
            <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
              <Flex vertical style={{ height: '100%' }}>
                <Typography.Title level={2} style={sectionTitleStyle}>
                  <span style={{ color: token.colorPrimary, marginInlineEnd: token.marginXS }}>
                    <ContactTopicIcon topic={topic} />
                  </span>
                  {t(`topics.${topic}.title`)}
                </Typography.Title>
                <Typography.Paragraph style={{ flex: 1 }}>{t(`topics.${topic}.text`)}</Typography.Paragraph>
                <div>
                  <Button href={supportMailto(t(`topics.${topic}.subject`))} icon={<MailOutlined aria-hidden />}>
                    {t(`topics.${topic}.action`)}
                  </Button>
                </div>
              </Flex>
            </Card>
          </Col>
        ))}

        <Col xs={24} lg={14}>
          <Card style={{ height: '100%' }}>
            <Typography.Title level={2} style={sectionTitleStyle}>
              {t('checklist.title')}
            </Typography.Title>
            <Typography.Paragraph>{t('checklist.intro')}</Typography.Paragraph>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {CONTACT_CHECKLIST_IDS.map((item) => (
                <li key={item} style={{ display: 'flex', gap: token.marginSM, marginBottom: token.marginSM }}>
                  <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
                  <Typography.Text>
                    <Typography.Text strong>{t(`checklist.items.${item}.title`)}</Typography.Text> — {t(`checklist.items.${item}.text`)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card style={{ height: '100%', background: token.colorFillAlter }}>
            <Typography.Title level={2} style={sectionTitleStyle}>
              <ClockCircleOutlined aria-hidden /> {t('response.title')}
            </Typography.Title>
            <Typography.Paragraph>{t('response.text')}</Typography.Paragraph>
            <Typography.Paragraph>
              <RichText t={t} i18nKey="response.urgent" />
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t('response.generalAddress')} <SupportEmailLink />
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24}>
          <Card>
            <Flex gap={token.marginLG} wrap align="center" justify="space-between">
              <div style={{ flex: '1 1 360px' }}>
                <Typography.Title level={2} style={sectionTitleStyle}>
                  {t('social.title')}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{t('social.text')}</Typography.Paragraph>
              </div>
              <SocialLink />
            </Flex>
          </Card>
        </Col>
      </Row>
    </StaticPage>
  );
}
