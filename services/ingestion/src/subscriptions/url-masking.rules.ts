const MASK = '****';

// Query parameters whose names say they carry a credential (Moodle authtoken, Canvas/CELCAT
// token, signed links' sig/signature, …).
const SECRET_PARAM =
  /(^|[_-])(token|authtoken|key|apikey|secret|auth|pass|passwd|password|pwd|sig|signature|session|sid|hash|access|credential|credentials|private|ticket|code|t|k|s)$/i;

// Prefixes some providers put before the secret in a path segment (Google "private-…", Canvas "user_…").
const SEGMENT_PREFIX = /^(private-|user_|u_|cal_|feed_)/i;

/** True for values that look generated rather than chosen: long hex, UUIDs, or long mixed random strings. */
export function looksSecret(value: string): boolean {
  const v = value.trim();
  if (v.length < 12) return false;
  if (/^[0-9a-f]{16,}$/i.test(v) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return true;
  if (!/^[A-Za-z0-9_\-~.+=%]+$/.test(v)) return false;
  // Words and numbers joined by separators ("spring-semester-2026") are chosen names; generated
  // tokens mix letters and digits within one run and have no long words in them.
  return v.split(/[-_.~+=%]/).some((chunk) => {
    const digits = (chunk.match(/[0-9]/g) ?? []).length;
    const letters = (chunk.match(/[A-Za-z]/g) ?? []).length;
    const longestWord = Math.max(0, ...(chunk.match(/[A-Za-z]+/g) ?? []).map((w) => w.length));
    return chunk.length >= 8 && digits >= 2 && letters >= 2 && longestWord <= 8;
  });
}

const maskValue = (value: string) => (value.length >= 8 ? `${value.slice(0, 2)}${MASK}` : MASK);

function maskSegment(segment: string): { text: string; masked: boolean } {
  const decoded = safeDecode(segment);
  const prefix = decoded.match(SEGMENT_PREFIX)?.[0] ?? '';
  const ext = decoded.match(/\.(ics|ical|ifb|icalendar)$/i)?.[0] ?? '';
  const core = decoded.slice(prefix.length, decoded.length - ext.length);
  if (!looksSecret(core)) return { text: segment, masked: false };
  return { text: `${prefix}${maskValue(core)}${ext}`, masked: true };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The form of a feed URL that responses may show: credentials, token-like query parameters and
 * secret-looking path segments replaced by a short prefix and `****`. `isPrivate` says whether
 * anything was masked, i.e. whether the link itself grants access.
 */
export function maskFeedUrl(raw: string): { masked: string; isPrivate: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { masked: MASK, isPrivate: true };
  }
  let isPrivate = false;
  let userinfo = '';
  if (url.username || url.password) {
    userinfo = `${MASK}@`;
    isPrivate = true;
  }
  const segments = url.pathname.split('/').map((segment) => {
    const { text, masked } = maskSegment(segment);
    isPrivate ||= masked;
    return text;
  });
  const params: string[] = [];
  for (const [name, value] of url.searchParams) {
    const secret = value !== '' && (SECRET_PARAM.test(name) || looksSecret(value));
    isPrivate ||= secret;
    params.push(`${encodeURIComponent(name)}=${secret ? maskValue(value) : encodeURIComponent(value)}`);
  }
  const query = params.length ? `?${params.join('&')}` : '';
  return { masked: `${url.protocol}//${userinfo}${url.host}${segments.join('/')}${query}`, isPrivate };
}
