// Generated messages live in ./gen (run `npm run proto`); this file names the public surface.
export * from './gen/overlap/common/v1/envelope_pb.js';
export * from './gen/overlap/identity/v1/user_events_pb.js';
export * from './gen/overlap/identity/v1/session_events_pb.js';
export * from './gen/overlap/ingestion/v1/schedule_events_pb.js';
export * from './gen/overlap/groups/v1/membership_events_pb.js';
export * from './gen/overlap/groups/v1/invitation_events_pb.js';
export * from './gen/overlap/groups/v1/session_events_pb.js';
export * from './gen/overlap/billing/v1/entitlement_events_pb.js';
export * from './gen/overlap/presence/v1/status_events_pb.js';
export * from './gen/overlap/schedules/v1/schedule_events_pb.js';
export * from './topics.js';
