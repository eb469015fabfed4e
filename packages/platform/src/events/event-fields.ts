import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Years PostgreSQL and every client round-trip without surprises.
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/** Checks on fields of consumed events: data from Kafka is decoded and checked like a request. */
export const isUserId = (id: string): boolean => UUID.test(id);

/** PostgreSQL text cannot hold NUL; one such byte must not block the partition forever. */
export const cleanText = (s: string, max: number): string => s.replaceAll('\u0000', '').trim().slice(0, max);

export function toDate(ts: Timestamp | undefined): Date | undefined {
  if (!ts) return undefined;
  const ms = timestampDate(ts).getTime();
  return Number.isFinite(ms) && ms >= EARLIEST && ms <= LATEST ? new Date(ms) : undefined;
}
