/** The ten questions of SPEC.md §2.17, in the order the FAQ shows them; texts live in static-faq.json. */
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

/** What the yearly plan saves against twelve monthly payments, in US dollars (SPEC.md §9). */
export const YEARLY_SAVING_USD = 17;
