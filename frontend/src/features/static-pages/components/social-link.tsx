import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SOCIAL_HANDLE, SOCIAL_URL } from '@/config/contact';

/** "Follow @overlap.app on Instagram": the one social page (blog, contact). */
export function SocialLink({ type = 'default' }: { type?: 'default' | 'primary' }) {
  const { t } = useTranslation('static-common');
  return (
    <Button href={SOCIAL_URL} rel="noopener" type={type} icon={<InstagramOutlined aria-hidden />}>
      {t('followOnInstagram', { handle: SOCIAL_HANDLE })}
    </Button>
  );
}
