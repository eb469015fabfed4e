import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Card, Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { supportMailto } from '@/config/contact';
import { translatedList } from '../utils/translated-list';
import { RichText } from './rich-text';
import { StaticPage } from './static-page';

export function CareersPage() {
  const { t } = useTranslation(['static-careers', 'static-common']);
  const { token } = theme.useToken();
  const subTitleStyle = { marginTop: 0, fontSize: token.fontSizeLG };

  const bulletList = (key: string) => (
    <Typography.Paragraph>
      <ul>
        {translatedList<string>(t, key).map((_, index) => (
          <li key={index}>
            <RichText t={t} i18nKey={`${key}.${index}`} />
          </li>
        ))}
      </ul>
    </Typography.Paragraph>
  );

  return (
    <StaticPage title={t('title')} lead={t('lead')}>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('ambassadors.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: '70ch' }}>{t('ambassadors.text')}</Typography.Paragraph>
        <Row gutter={[token.marginXL, token.marginSM]}>
          <Col xs={24} md={12}>
            <Typography.Title level={3} style={subTitleStyle}>
              {t('ambassadors.doTitle')}
            </Typography.Title>
            {bulletList('ambassadors.do')}
          </Col>
          <Col xs={24} md={12}>
            <Typography.Title level={3} style={subTitleStyle}>
              {t('ambassadors.getTitle')}
            </Typography.Title>
            {bulletList('ambassadors.get')}
          </Col>
        </Row>
        <Typography.Paragraph>{t('ambassadors.howToApply')}</Typography.Paragraph>
        <Button type="primary" href={supportMailto(t('ambassadors.subject'))} icon={<MailOutlined aria-hidden />}>
          {t('ambassadors.action')}
        </Button>
      </Card>

      <Row gutter={[token.marginXL, token.marginLG]} style={{ marginTop: token.marginXL }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={2}>{t('team.title')}</Typography.Title>
          {translatedList<string>(t, 'team.paragraphs').map((_, index) => (
            <Typography.Paragraph key={index}>
              <RichText t={t} i18nKey={`team.paragraphs.${index}`} />
            </Typography.Paragraph>
          ))}
          <Button href={supportMailto(t('team.subject'))} icon={<MailOutlined aria-hidden />}>
            {t('team.action')}
          </Button>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={2}>{t('principles.title')}</Typography.Title>
          {bulletList('principles.items')}
        </Col>
      </Row>
    </StaticPage>
  );
}
