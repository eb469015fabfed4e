/** The four contact cards (docs/product/screens-and-navigation.md); each opens the mail app with its own preset subject. */
export const CONTACT_TOPIC_IDS = ['technicalSupport', 'accountBilling', 'featureRequests', 'partnershipsPress'] as const;

export type ContactTopicId = (typeof CONTACT_TOPIC_IDS)[number];

/** What a useful support e-mail contains (docs/product/screens-and-navigation.md), in display order. */
export const CONTACT_CHECKLIST_IDS = ['accountEmail', 'description', 'screenshots', 'errorMessages'] as const;
