/**
 * The k6 scripts of infra/k6 and their `npm run load` settings: small and short, a check that
 * every scenario works and meets its thresholds, not a measurement.
 */
export const SMOKE: Record<string, Record<string, string>> = {
  'sign-in': { SIGN_IN_STUDENTS: '3', SIGN_IN_VUS: '2', SIGN_IN_DURATION: '10s' },
  'week-view': { WEEK_STUDENTS: '3', WEEK_VUS: '2', WEEK_DURATION: '10s' },
  comparison: { COMPARE_GROUPS: '1', COMPARE_MEMBERS: '3', COMPARE_VUS: '2', COMPARE_DURATION: '10s' },
  'feed-sync': { FEED_SYNC_VUS: '2', FEED_SYNC_ITERATIONS: '20', FEED_SYNC_MAX_DURATION: '1m' },
  'student-day': {
    STUDENT_DAY_LEVELS: '8,16',
    STUDENT_DAY_RAMP_SECONDS: '5',
    STUDENT_DAY_HOLD_SECONDS: '10',
    STUDENT_DAY_THINK_SECONDS: '3',
    STUDENT_DAY_P95_MS: '300',
    STUDENT_DAY_MIN_SAMPLES: '5',
  },
  presence: {
    PRESENCE_GROUPS: '1',
    PRESENCE_SHARING_VUS: '8',
    PRESENCE_PAGE_VUS: '2',
    PRESENCE_DURATION: '20s',
    PRESENCE_HOLD_SECONDS: '15',
    PRESENCE_POLL_SECONDS: '5',
    PRESENCE_DETECT_SECONDS: '2',
  },
};
