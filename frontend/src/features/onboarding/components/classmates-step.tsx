import { LinkOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from '../onboarding.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onFinish: () => void;
}

/** Step 4: classmates — creating a group and inviting, or joining by a classmate's group link, both on /study-groups. */
export function ClassmatesStep({ headingRef, onBack, onFinish }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="onboarding-step-title">
      <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('onboarding:classmates.title')}
      </h2>
      <p className="muted">{t('onboarding:classmates.lead')}</p>
      <ul className={styles.ways}>
        <li>
          <UsergroupAddOutlined aria-hidden className={styles.wayIcon} />
          <span>{t('onboarding:classmates.create')}</span>
        </li>
        <li>
          <LinkOutlined aria-hidden className={styles.wayIcon} />
          <span>{t('onboarding:classmates.join')}</span>
        </li>
      </ul>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/study-groups')}>
        {t('onboarding:classmates.open')}
      </Button>
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('onboarding:actions.back')}</Button>
        <Button type="primary" onClick={onFinish}>
          {t('onboarding:actions.finish')}
        </Button>
      </div>
    </section>
  );
}
