/** What a student reads when a screenshot cannot be read; the reasons stay in the logs. */
export const READER_MESSAGES = {
  notConfigured: 'Screenshot import is not configured on this server',
  unavailable: 'Screenshot import is temporarily unavailable. Please try again in a few minutes.',
  unreadable: 'The AI answer could not be understood, so nothing was imported. Please try again or use a clearer screenshot of your week.',
  refused: 'The AI could not read a timetable in this image. Please upload a screenshot of your weekly schedule.',
  imageUnreadable: 'This image could not be read. Please upload a PNG or JPG screenshot of your weekly schedule.',
  busy: 'Many screenshots are being read on this server right now. Please try again in a minute.',
} as const;
