import { startTelemetry } from '@overlap/platform/telemetry';

startTelemetry('presence');
