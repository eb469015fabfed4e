// The shortest common free slot a comparison lists and the hours it is looked for in: groups checks
// the query against these and the UI offers the choices between.

/** SPEC issue 5: 30–180 minutes, 60 when the viewer does not ask. */
export const MIN_SLOT_MINUTES = { min: 30, max: 180, default: 60 } as const;

/**
 * ADR 032: common free time is looked for between these whole hours of each day, in the viewer's
 * zone; the viewer may choose any `from < to` within the day, 08:00–20:00 when they do not ask.
 */
export const FREE_TIME_HOURS = { min: 0, max: 24, defaultFrom: 8, defaultTo: 20 } as const;
