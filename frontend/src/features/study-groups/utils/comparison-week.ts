/** A YYYY-MM-DD date at UTC midnight, formatted in UTC so no browser zone moves it to another day. */
export const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);
