import { QuestionCircleOutlined } from '@ant-design/icons';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../feeds.module.css';

/** The systems students most often get a link from; each names where its subscription link hides. */
const SYSTEMS = ['timeedit', 'canvas', 'moodle', 'outlook', 'google', 'apple', 'other'] as const;

/** "Where do I find my calendar link?" — one short answer per system, one open at a time. */
export function FeedHelp() {
  const { t } = useTranslation('feeds');
  return (
    <section className={styles.feedHelp} aria-labelledby="feed-help-title">
      <h2 id="feed-help-title" className="card-title">
        <QuestionCircleOutlined aria-hidden /> {t('feeds:help.title')}
      </h2>
      <p className="muted">{t('feeds:help.lead')}</p>
      <Collapse
        accordion
        size="small"
        items={SYSTEMS.map((system) => ({
          key: system,
          label: t(`feeds:help.systems.${system}.name`),
          children: <p className={styles.feedHelpText}>{t(`feeds:help.systems.${system}.text`)}</p>,
        }))}
      />
    </section>
  );
}
