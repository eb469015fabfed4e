/** PromQL words that are not metric names: functions, aggregations, keywords. */
const NOT_METRICS = new Set([
  ...['sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile', 'count_values', 'group', 'limitk', 'limit_ratio'],
  ...['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan', 'atan2'],
]);

/**
 * The metric names a PromQL expression (or a Grafana query) reads. Strings, label matchers,
 * range and subquery brackets, grouping clauses and Grafana's $variables are removed first;
 * what is left and is not a function call, keyword or number is a metric name.
 */
export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\{?\w+\}?/g, ' ');
  const names = new Set<string>();
  for (const m of stripped.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const word = m[0];
    const after = stripped.slice(m.index + word.length).trimStart();
    const before = stripped.slice(0, m.index);
    if (after.startsWith('(') || NOT_METRICS.has(word.toLowerCase())) continue;
    // 1e3, 0x1f and durations after a number are not names.
    if (/[0-9.]$/.test(before)) continue;
    names.add(word);
  }
  return [...names];
}
