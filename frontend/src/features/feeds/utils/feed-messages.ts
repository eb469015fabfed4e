/** The feeds namespace's sections holding the ingestion service's English messages, shown translated (useServerMessage). */
export const FEED_SERVER_SECTIONS = ['feeds:server', 'feeds:validation'] as const;
