import { FixedOffsetZone, IANAZone, type Zone } from 'luxon';

/**
 * An IANA zone whose UTC offsets are remembered per minute. Luxon asks for the offset several
 * times per date operation and each answer costs an Intl.DateTimeFormat#formatToParts call
 * (~0.3–0.9 ms per occurrence in a week view); offsets only change at transitions on whole minutes.
 */
class MemoizedIanaZone extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    const minute = Math.floor(ts / 60_000);
    let offset = this.offsets.get(minute);
    if (offset === undefined) {
      offset = super.offset(ts);
      if (this.offsets.size >= 200_000) this.offsets.clear();
      this.offsets.set(minute, offset);
    }
    return offset;
  }
}

const zones = new Map<string, Zone>();

/** The luxon zone for a valid IANA name (resolveZone checks names first); one instance per name. */
export function zoneFor(name: string): Zone {
  if (name === 'UTC' || name === '') return FixedOffsetZone.utcInstance;
  let zone = zones.get(name);
  if (!zone) {
    zone = new MemoizedIanaZone(name);
    zones.set(name, zone);
  }
  return zone;
}
