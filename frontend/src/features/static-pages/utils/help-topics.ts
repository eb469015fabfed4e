/** The six help topics (docs/product/screens-and-navigation.md), in display order; texts live in static-help.json. */
export const HELP_TOPIC_IDS = ['gettingStarted', 'scheduleUpload', 'studyGroups', 'subscriptions', 'privacySecurity', 'technicalIssues'] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];
