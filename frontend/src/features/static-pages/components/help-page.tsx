import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { supportMailto } from '@/config/contact';
import { usePolicyTranslation } from '@/lib/use-policy-translation';
import { HELP_TOPIC_IDS } from '../utils/help-topics';
import { translatedList } from '../utils/translated-list';
import { BackToHomeLink } from './back-to-home-link';
import { ButtonLink } from './button-link';
import { HelpTopicIcon } from './help-topic-icon';
import { RichText } from './rich-text';
import { StaticPage } from './static-page';
import { SupportEmailLink } from './support-email-link';

export function HelpPage() {
  const { t } = usePolicyTranslation(['static-help', 'static-common']);
  const { token } = theme.useToken();
  const iconStyle = { fontSize: token.fontSizeHeading3, color: token.colorPrimary };
  const cardTitleStyle = { marginTop: token.marginSM, fontSize: token.fontSizeHeading4 };

  return (
    <StaticPage title={t('title')} lead={t('lead')} before={<BackToHomeLink />}>
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <QuestionCircleOutlined aria-hidden style={iconStyle} />
            <Typography.Title level={2} style={cardTitleStyle}>
              {t('faqCard.title')}
            </Typography.Title>
            <Typography.Paragraph>{t('faqCard.text')}</Typography.Paragraph>
            <ButtonLink to="/faq">{t('faqCard.action')}</ButtonLink>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <MessageOutlined aria-hidden style={iconStyle} />
            <Typography.Title level={2} style={cardTitleStyle}>
              {t('contactCard.title')}
            </Typography.Title>
            <Typography.Paragraph>{t('contactCard.text')}</Typography.Paragraph>
            <ButtonLink to="/contact">{t('contactCard.action')}</ButtonLink>
          </Card>
        </Col>
        <Col xs={24}>
          <Card style={{ background: token.colorFillAlter }}>
            <Flex gap={token.marginLG} wrap align="center" justify="space-between">
              <div style={{ flex: '1 1 420px' }}>
                <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
                  <MailOutlined aria-hidden /> {t('emailSupport.title')}
                </Typography.Title>
                <Typography.Paragraph>
                  <RichText t={t} i18nKey="emailSupport.text" />
                </Typography.Paragraph>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  <RichText t={t} i18nKey="emailSupport.urgent" />
                </Typography.Paragraph>
              </div>
              <Flex vertical gap={token.marginXS} align="flex-start">
                <Button type="primary" size="large" href={supportMailto()} icon={<MailOutlined aria-hidden />}>
                  {t('emailSupport.action')}
                </Button>
                <SupportEmailLink />
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>

      <Typography.Title level={2} style={{ marginTop: token.marginXXL }}>
        {t('topicsTitle')}
      </Typography.Title>
      <Row gutter={[token.marginLG, token.marginLG]}>
        {HELP_TOPIC_IDS.map((topic) => (
          <Col key={topic} xs={24} md={12} xl={8}>
            <Card style={{ height: '100%' }} id={topic}>
              <Typography.Title level={3} style={{ marginTop: 0, fontSize: token.fontSizeLG }}>
                <span style={{ color: token.colorPrimary, marginInlineEnd: token.marginXS }}>
                  <HelpTopicIcon topic={topic} />
                </span>
                {t(`topics.${topic}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t(`topics.${topic}.text`)}</Typography.Paragraph>
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                <ul>
                  {translatedList<string>(t, `topics.${topic}.tips`).map((_, index) => (
                    <li key={index}>
                      <RichText t={t} i18nKey={`topics.${topic}.tips.${index}`} />
                    </li>
                  ))}
                </ul>
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </StaticPage>
  );
}
