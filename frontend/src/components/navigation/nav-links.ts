/** The top navigation of signed-in users (docs/product/screens-and-navigation.md). */
export const NAV_LINKS = [
  { to: '/', label: 'common:nav.calendar' },
  { to: '/upload', label: 'common:nav.upload' },
  { to: '/study-groups', label: 'common:nav.studyGroups' },
  { to: '/daily-offers', label: 'common:nav.dailyOffers' },
  { to: '/pricing', label: 'common:nav.premium' },
] as const;
