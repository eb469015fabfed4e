import EditOutlined from '@ant-design/icons/EditOutlined';
import { Card, Flex, Result, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { translatedList } from '../utils/translated-list';
import { ButtonLink } from './button-link';
import { SocialLink } from './social-link';
import { StaticPage } from './static-page';

export function BlogPage() {
  const { t } = useTranslation(['static-blog', 'static-common']);
  const { token } = theme.useToken();

  return (
    <StaticPage title={t('title')} lead={t('lead')}>
      <Card>
        <Result
          icon={<EditOutlined aria-hidden style={{ color: token.colorPrimary }} />}
          title={
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('comingSoon.title')}
            </Typography.Title>
          }
          subTitle={<span style={{ color: token.colorTextSecondary }}>{t('comingSoon.text')}</span>}
          extra={
            <Flex gap={token.marginSM} wrap justify="center">
              <SocialLink type="primary" />
              <ButtonLink to="/">{t('static-common:backToHome')}</ButtonLink>
            </Flex>
          }
        >
          <div style={{ maxWidth: 560, margin: '0 auto' }}>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: token.fontSizeLG }}>
              {t('topics.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <ul>
                {translatedList<string>(t, 'topics.items').map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </Typography.Paragraph>
          </div>
        </Result>
      </Card>
    </StaticPage>
  );
}
