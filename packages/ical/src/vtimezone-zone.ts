import { Zone } from 'luxon';

/*
 * A time zone read from a calendar's own VTIMEZONE (RFC 5545 §3.6.5), as a luxon Zone: the
 * offset at an instant is the TZOFFSETTO of the latest observance onset before it. Observance
 * rules are the yearly ones every producer writes (BYMONTH with BYDAY such as -1SU or 2SU,
 * optionally BYMONTHDAY, UNTIL); onsets also come from RDATEs and each observance's DTSTART.
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface Observance {
  /** Local wall clock (in the offset before the change) the observance starts at. */
  start: WallClock;
  offsetFrom: number;
  offsetTo: number;
  /** The observance's RRULE text, or '' for a one-off change. */
  rule: string;
  rdates: WallClock[];
  name: string;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const MINUTE_MS = 60_000;

export class VtimezoneZone extends Zone {
  private readonly onsetsByYear = new Map<number, { at: number; observance: Observance }[]>();

  constructor(
    private readonly id: string,
    private readonly observances: Observance[],
  ) {
    super();
  }

  override get type(): string {
    return 'vtimezone';
  }

  override get name(): string {
    return this.id;
  }

  override get isUniversal(): boolean {
    return this.observances.length === 1 && !this.observances[0]!.rule && !this.observances[0]!.rdates.length;
  }

  override get isValid(): boolean {
    return this.observances.length > 0;
  }

  override offsetName(ts: number): string {
    return this.observanceAt(ts)?.name ?? this.id;
  }

  override formatOffset(ts: number, format: 'narrow' | 'short' | 'techie'): string {
    const offset = this.offset(ts);
    const sign = offset < 0 ? '-' : '+';
    const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
    const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
    if (format === 'narrow') return `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
    return format === 'techie' ? `${sign}${hours}${minutes}` : `${sign}${hours}:${minutes}`;
  }

  /** Minutes east of UTC at the instant `ts` (ms). */
  override offset(ts: number): number {
    const current = this.observanceAt(ts);
    if (current) return current.offsetTo;
    // Before the first onset the zone is in the offset the earliest observance changes from.
    const first = [...this.observances].sort((a, b) => wallMs(a.start) - wallMs(b.start))[0];
    return first ? first.offsetFrom : 0;
  }

  override equals(other: Zone): boolean {
    return other === this;
  }

  private observanceAt(ts: number): Observance | undefined {
    const year = new Date(ts).getUTCFullYear();
    let best: { at: number; observance: Observance } | undefined;
    for (const y of [year - 1, year, year + 1]) {
      for (const onset of this.onsets(y)) if (onset.at <= ts && (!best || onset.at > best.at)) best = onset;
    }
    if (best) return best.observance;
    // No onset near this year (a rule that ended long ago): the last observance that began before it.
    let latest: { at: number; observance: Observance } | undefined;
    for (const observance of this.observances) {
      const at = wallMs(observance.start) - observance.offsetFrom * MINUTE_MS;
      if (at <= ts && (!latest || at > latest.at)) latest = { at, observance };
    }
    return latest?.observance;
  }

  private onsets(year: number): { at: number; observance: Observance }[] {
    let cached = this.onsetsByYear.get(year);
    if (cached) return cached;
    cached = [];
    for (const observance of this.observances) {
      const walls = [observance.start, ...observance.rdates].filter((w) => w.year === year);
      if (observance.rule) walls.push(...yearlyOnsets(observance, year));
      for (const wall of walls) cached.push({ at: wallMs(wall) - observance.offsetFrom * MINUTE_MS, observance });
    }
    this.onsetsByYear.set(year, cached);
    return cached;
  }
}

/** The wall-clock onsets of a yearly observance rule in one year. */
function yearlyOnsets(observance: Observance, year: number): WallClock[] {
  const parts = new Map(observance.rule.split(';').map((p) => p.split('=') as [string, string]));
  if ((parts.get('FREQ') ?? '').toUpperCase() !== 'YEARLY' || year < observance.start.year) return [];
  const interval = Number(parts.get('INTERVAL') ?? 1);
  if ((year - observance.start.year) % interval !== 0) return [];
  const months = (parts.get('BYMONTH') ?? String(observance.start.month)).split(',').map(Number);
  const monthDays = parts.get('BYMONTHDAY')?.split(',').map(Number);
  const byDay = parts.get('BYDAY')?.split(',')[0];
  const until = untilMs(parts.get('UNTIL'));
  const out: WallClock[] = [];
  for (const month of months) {
    const day = dayOf(year, month, byDay, monthDays) ?? (byDay || monthDays ? undefined : observance.start.day);
    if (day === undefined) continue;
    const wall = { ...observance.start, year, month, day };
    if (until !== undefined && wallMs(wall) - observance.offsetFrom * MINUTE_MS > until) continue;
    out.push(wall);
  }
  return out;
}

function dayOf(year: number, month: number, byDay: string | undefined, monthDays: number[] | undefined): number | undefined {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => i + 1);
  if (!byDay) return monthDays?.[0] !== undefined ? (monthDays[0] > 0 ? monthDays[0] : length + monthDays[0] + 1) : undefined;
  const m = /^([+-]?\d+)?([A-Z]{2})$/i.exec(byDay);
  if (!m) return undefined;
  const weekday = WEEKDAYS.indexOf(m[2]!.toUpperCase());
  const matching = days.filter((d) => new Date(Date.UTC(year, month - 1, d)).getUTCDay() === weekday && (!monthDays || monthDays.includes(d)));
  const nth = m[1] ? Number(m[1]) : 1;
  return nth > 0 ? matching[nth - 1] : matching[matching.length + nth];
}

function untilMs(value: string | undefined): number | undefined {
  const m = value && /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?/.exec(value);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 23), Number(m[5] ?? 59), Number(m[6] ?? 59));
}

export function wallMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}
