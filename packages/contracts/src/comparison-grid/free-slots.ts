// The shortest common free slot a comparison lists: groups checks the query's minMinutes against
// it and the UI offers the choices between.

/** SPEC issue 5: 30–180 minutes, 60 when the viewer does not ask. */
export const MIN_SLOT_MINUTES = { min: 30, max: 180, default: 60 } as const;
