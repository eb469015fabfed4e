import { BellOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubscription } from '@/lib/subscription';

/**
 * SPEC.md §2.2: invitations reach subscribers only; everyone else is offered the upgrade.
 * The invitation list itself comes with the study-groups service (issue 5).
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { hasActiveSubscription } = useSubscription();

  const content = hasActiveSubscription ? (
    <div className="bell-panel">
      <p>{t('common:bell.none')}</p>
      <Button
        type="link"
        onClick={() => {
          setOpen(false);
          navigate('/study-groups');
        }}
      >
        {t('common:bell.viewGroups')}
      </Button>
    </div>
  ) : (
    <div className="bell-panel">
      <strong>{t('common:bell.upgradeTitle')}</strong>
      <p>{t('common:bell.upgradeText')}</p>
      <Button
        type="primary"
        onClick={() => {
          setOpen(false);
          navigate('/pricing');
        }}
      >
        {t('common:bell.upgradeButton')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} title={t('common:bell.title')} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={t('common:bell.open')} aria-expanded={open} />
    </Popover>
  );
}
