export * from './time-zone';
export * from './calendar-date';
export * from './iso-week';
export * from './wall-clock';
