export * from './comparison-grid/grid-cells';
export * from './comparison-grid/palette';
export * from './schedules/internal-occurrences';
export * from './identity/languages';
export * from './identity/user-contact';
export * from './ingestion/feed-subscriptions';
export * from './ingestion/screenshot-classes';
export * from './billing/premium';
