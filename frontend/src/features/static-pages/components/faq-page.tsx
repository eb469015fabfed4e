import { Card, Flex, Typography, theme } from 'antd';
import { usePolicyTranslation } from '@/lib/use-policy-translation';
import { FAQ_QUESTION_IDS, YEARLY_SAVING_USD } from '../utils/faq-questions';
import { translatedList } from '../utils/translated-list';
import { ButtonLink } from './button-link';
import { FaqAccordion } from './faq-accordion';
import { RichText } from './rich-text';
import { StaticPage } from './static-page';

export function FaqPage() {
  const { t, i18n } = usePolicyTranslation(['static-faq', 'static-common']);
  const { token } = theme.useToken();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const yearlySaving = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(YEARLY_SAVING_USD);

  const items = FAQ_QUESTION_IDS.map((id) => ({
    id,
    question: t(`questions.${id}.question`),
    answer: translatedList<string>(t, `questions.${id}.answer`).map((_, index) => (
      <Typography.Paragraph key={index}>
        <RichText t={t} i18nKey={`questions.${id}.answer.${index}`} values={{ yearlySaving }} />
      </Typography.Paragraph>
    )),
  }));
  // /faq#groupSize opens that answer, so support can link straight to it.
  const fromHash = typeof window === 'undefined' ? undefined : window.location.hash.slice(1);
  const initialOpenId = items.some((item) => item.id === fromHash) ? fromHash : undefined;

  return (
    <StaticPage title={t('title')} lead={t('lead')}>
      <div style={{ maxWidth: 880 }}>
        <FaqAccordion items={items} initialOpenId={initialOpenId} />
        <Card style={{ marginTop: token.marginXL }}>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
            {t('moreQuestions.title')}
          </Typography.Title>
          <Typography.Paragraph>{t('moreQuestions.text')}</Typography.Paragraph>
          <Flex gap={token.marginSM} wrap>
            <ButtonLink to="/contact" type="primary">
              {t('moreQuestions.contact')}
            </ButtonLink>
            <ButtonLink to="/help">{t('moreQuestions.help')}</ButtonLink>
          </Flex>
        </Card>
      </div>
    </StaticPage>
  );
}
