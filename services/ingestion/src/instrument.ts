import { startTelemetry } from '@overlap/platform/telemetry';

// node-ical builds floating and all-day dates with the host's local time; UTC makes their
// wall-clock fields exact, so the parser can place them in the user's zone (@overlap/ical's ical-expander.ts).
process.env.TZ = 'UTC';
startTelemetry('ingestion');
