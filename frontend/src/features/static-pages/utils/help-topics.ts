/** The six help topics of SPEC.md §2.17, in display order; texts live in static-help.json. */
export const HELP_TOPIC_IDS = ['gettingStarted', 'scheduleUpload', 'studyGroups', 'subscriptions', 'privacySecurity', 'technicalIssues'] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];
