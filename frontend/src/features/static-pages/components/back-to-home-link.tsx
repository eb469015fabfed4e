import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BackToHomeLink() {
  const { t } = useTranslation('static-common');
  return (
    <Typography.Paragraph>
      <Link to="/" style={{ textDecoration: 'none' }}>
        <ArrowLeftOutlined aria-hidden /> <span style={{ textDecoration: 'underline' }}>{t('backToHome')}</span>
      </Link>
    </Typography.Paragraph>
  );
}
