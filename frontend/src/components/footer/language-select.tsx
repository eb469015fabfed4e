import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '@/components/icons/light-icon';
import { setLanguage } from '@/lib/i18n';
import { FOOTER_LANGUAGES, isLanguage, LANGUAGE_NAMES } from '@/lib/languages';
import styles from './footer.module.css';

/**
 * The footer's quick switch: five languages (docs/product/accounts.md); it applies at once and is kept in this
 * browser. A native select: every page shows it, and it is the most accessible control there is.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const choices = FOOTER_LANGUAGES.includes(current) ? FOOTER_LANGUAGES : [...FOOTER_LANGUAGES, current];
  return (
    <div className={styles.languageSelect}>
      <label htmlFor={id}>
        <LightIcon icon={GlobalOutlined} aria-hidden /> {t('common:footer.language')}
      </label>
      <select id={id} value={current} onChange={(e) => isLanguage(e.target.value) && void setLanguage(e.target.value)}>
        {choices.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
