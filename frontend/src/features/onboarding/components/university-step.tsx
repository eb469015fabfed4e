import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Radio } from 'antd';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useGetCampusesQuery } from '../api/onboarding-api';
import { filterUniversities, universitiesOf } from '../utils/universities';
import styles from '../onboarding.module.css';

const NOT_LISTED = '\u0000not-listed';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The chosen university; null for "not listed". */
  value: string | null | undefined;
  onContinue: (university: string | null) => void;
  onSkip: () => void;
}

/** Step 1: the student's university, from the campus list (presence), grouped by university. */
/** A university's choice, marked while it is the chosen one. */
const choiceClass = (chosen: boolean) => (chosen ? `${styles.choice} ${styles.choiceChosen}` : styles.choice);

export function UniversityStep({ headingRef, value, onContinue, onSkip }: Props) {
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const campuses = useGetCampusesQuery();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null | undefined>(value);
  const [error, setError] = useState<string>();
  const universities = useMemo(() => universitiesOf(campuses.data ?? [], i18n.language), [campuses.data, i18n.language]);
  const shown = filterUniversities(universities, query);

  const choose = (next: string) => {
    setChosen(next === NOT_LISTED ? null : next);
    setError(undefined);
  };
  const submit = () => {
    if (chosen === undefined) setError(t('onboarding:university.required'));
    else onContinue(chosen);
  };

  let list;
  if (campuses.isLoading) list = <PageSpinner label={t('onboarding:university.loading')} />;
  else if (campuses.isError)
    list = (
      <Alert
        type="warning"
        showIcon
        title={t('onboarding:university.loadError')}
        action={<Button onClick={() => void campuses.refetch()}>{t('onboarding:actions.retry')}</Button>}
      />
    );
  else
    list = (
      <>
        {universities.length > 6 ? (
          <Input
            className={styles.filter}
            prefix={<SearchOutlined aria-hidden />}
            aria-label={t('onboarding:university.filter')}
            placeholder={t('onboarding:university.filter')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            allowClear
          />
        ) : null}
        {query && !shown.length ? <p className="muted">{t('onboarding:university.noMatch', { query })}</p> : null}
      </>
    );

  return (
    <section aria-labelledby="onboarding-step-title">
      <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('onboarding:university.title')}
      </h2>
      <p className="muted">{t('onboarding:university.lead')}</p>
      {list}
      <Radio.Group
        className={styles.choices}
        aria-labelledby="onboarding-step-title"
        aria-describedby={error ? 'onboarding-university-error' : undefined}
        value={chosen === null ? NOT_LISTED : chosen}
        onChange={(e) => choose(e.target.value as string)}
      >
        {shown.map((u) => (
          <Radio key={u.name} value={u.name} className={choiceClass(chosen === u.name)}>
            <span className={styles.choiceName}>{u.name}</span>
            <span className={styles.choiceDetail}>{t('onboarding:university.campuses', { names: u.campuses.join(', ') })}</span>
          </Radio>
        ))}
        <Radio value={NOT_LISTED} className={choiceClass(chosen === null)}>
          <span className={styles.choiceName}>{t('onboarding:university.notListed')}</span>
          <span className={styles.choiceDetail}>{t('onboarding:university.notListedHint')}</span>
        </Radio>
      </Radio.Group>
      {error ? (
        <p id="onboarding-university-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="link" onClick={onSkip}>
          {t('onboarding:actions.skipStep')}
        </Button>
        <Button type="primary" onClick={submit}>
          {t('onboarding:actions.continue')}
        </Button>
      </div>
    </section>
  );
}
