/** The ten FAQ questions (docs/product/screens-and-navigation.md), in the order the FAQ shows them; texts live in static-faq.json. */
export const FAQ_QUESTION_IDS = [
  'whyUpgrade',
  'calendarMissing',
  'groupSize',
  'promoCodeTrial',
  'cancelling',
  'afterTrial',
  'paymentSecurity',
  'switchingPlans',
  'uploadingSchedule',
  'otherUniversities',
] as const;

/** What the yearly plan saves against twelve monthly payments, in US dollars (docs/product/screens-and-navigation.md). */
export const YEARLY_SAVING_USD = 17;
