import type { CaughtMessage } from './store';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page a person reads at GET /: newest mail first, bodies folded. */
export function renderIndex(messages: CaughtMessage[], filterTo?: string): string {
  const rows = messages
    .map((m, index) => {
      const body = m.text ?? '';
      const htmlPart = m.html ? `<p><b>HTML part</b> (rendered without scripts):</p><iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : '';
      return `<article>
  <header><b>${escapeHtml(m.subject || '(no subject)')}</b>
    <span class="meta">from ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))} · ${escapeHtml(`${m.date.replace('T', ' ').slice(0, 19)} UTC`)} · <a href="/api/messages/${escapeHtml(m.id)}">json</a></span></header>
  <details${index === 0 ? ' open' : ''}><summary>body</summary><pre>${escapeHtml(body)}</pre>${htmlPart}</details>
</article>`;
    })
    .join('\n');
  const title = filterTo ? `Caught mail to ${escapeHtml(filterTo)}` : 'Caught mail';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; }
  article { border-bottom: 1px solid #ddd; padding: .6rem 0; }
  .meta { color: #666; font-size: .85rem; margin-left: .5rem; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: .5rem; }
  iframe { width: 100%; height: 20rem; border: 1px solid #ccc; }
</style></head>
<body>
<h1>${title} (${messages.length})</h1>
<form method="get" action="/"><input name="to" placeholder="filter by recipient" value="${escapeHtml(filterTo ?? '')}"> <button>filter</button> <a href="/">all</a></form>
${rows || '<p>No mail caught yet.</p>'}
</body></html>
`;
}
