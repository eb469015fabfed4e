// A calendar feed subscription's limits, checked by ingestion and by the UI's feed form.

/** The sync interval choices in minutes, 30 when none is given. */
export const SYNC_INTERVALS = [15, 30, 60, 240] as const;
export const DEFAULT_SYNC_INTERVAL = 30;

/** Characters of a subscription's name. */
export const FEED_NAME_MAX = 100;
/** Characters of a feed address. */
export const FEED_URL_MAX = 2048;
