import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LinkedinOutlined from '@ant-design/icons-svg/es/asn/LinkedinOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import TikTokOutlined from '@ant-design/icons-svg/es/asn/TikTokOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '@/components/icons/light-icon';
import { SUPPORT_EMAIL } from '@/config/contact';
import { SOCIAL_PROFILES } from '@/config/social';
import { LanguageSelect } from './language-select';
import styles from './footer.module.css';

const SOCIAL_ICONS = { Instagram: InstagramOutlined, LinkedIn: LinkedinOutlined, TikTok: TikTokOutlined } as const;

const COLUMNS = [
  {
    title: 'common:footer.about',
    links: [
      { to: '/about', label: 'common:footer.aboutUs' },
      { to: '/careers', label: 'common:footer.careers' },
      { to: '/blog', label: 'common:footer.blog' },
    ],
  },
  {
    title: 'common:footer.legal',
    links: [
      { to: '/terms', label: 'common:footer.terms' },
      { to: '/privacy', label: 'common:footer.privacy' },
      { to: '/cookies', label: 'common:footer.cookies' },
    ],
  },
  {
    title: 'common:footer.help',
    links: [
      { to: '/help', label: 'common:footer.helpCenter' },
      { to: '/faq', label: 'common:footer.faq' },
      { to: '/contact', label: 'common:footer.contactUs' },
    ],
  },
] as const;

/** The footer (docs/product/screens-and-navigation.md): About, Terms and Privacy, Help and Support, Contact; language; social; copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.siteFooter}>
      <div className={styles.siteFooterInner}>
        <div className={styles.footerColumns}>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)} className={styles.footerColumn}>
              <h2>{t(column.title)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.footerColumn}>
            <h2>{t('common:footer.contact')}</h2>
            <ul>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>
                  <LightIcon icon={MailOutlined} aria-hidden /> {SUPPORT_EMAIL}
                </a>
              </li>
              <li className={styles.footerNote}>{t('common:footer.replyTime')}</li>
            </ul>
            <ul className={styles.socialLinks} aria-label={t('common:footer.social')}>
              {SOCIAL_PROFILES.map(({ name, url }) => {
                const icon = SOCIAL_ICONS[name];
                return (
                  <li key={name}>
                    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={name}>
                      <LightIcon icon={icon} aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <div className={styles.footerBottom}>
          <p>{t('common:footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
