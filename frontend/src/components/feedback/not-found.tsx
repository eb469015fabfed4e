import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** For unknown paths inside the signed-in area (ADR 010). */
export function NotFound() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('common:notFound.title')}</h1>}
      subTitle={t('common:notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('common:notFound.home')}
        </Button>
      }
    />
  );
}
