import { metrics } from '@opentelemetry/api';

const updates = metrics.getMeter('presence').createCounter('presence.updates', {
  description:
    'Presence reports from devices, by result: changed (co-members are told), unchanged (only the report time moves), sharing_off (refused) or busy (lost every retry to concurrent writes)',
});

export type PresenceUpdateResult = 'changed' | 'unchanged' | 'sharing_off' | 'busy';

export function countPresenceUpdate(result: PresenceUpdateResult): void {
  updates.add(1, { result });
}
