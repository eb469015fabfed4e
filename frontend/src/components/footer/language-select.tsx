import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { FOOTER_LANGUAGES, isLanguage, LANGUAGE_NAMES } from '@/lib/languages';

/** The footer's quick switch: five languages (SPEC.md §1); it applies at once and is kept in this browser. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const choices = FOOTER_LANGUAGES.includes(current) ? FOOTER_LANGUAGES : [...FOOTER_LANGUAGES, current];
  return (
    <div className="language-select">
      <label htmlFor={id}>
        <GlobalOutlined aria-hidden /> {t('common:footer.language')}
      </label>
      <Select
        id={id}
        value={current}
        onChange={(value) => void setLanguage(value)}
        options={choices.map((lng) => ({ value: lng, label: <span lang={lng}>{LANGUAGE_NAMES[lng]}</span> }))}
        style={{ minWidth: 140 }}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
