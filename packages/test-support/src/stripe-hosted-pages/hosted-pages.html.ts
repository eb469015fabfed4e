/** The HTML of the hosted Checkout and Portal stand-in: small, self-contained, readable at 390 px. */

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Values are escaped; `html` marks a fragment that already is markup. */
export class Html {
  constructor(readonly markup: string) {}
}
export const html = (strings: TemplateStringsArray, ...values: (string | number | Html | undefined)[]): Html =>
  new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
const render = (value: string | number | Html | undefined): string => (value instanceof Html ? value.markup : value === undefined ? '' : escape(String(value)));

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}
  main{max-width:440px;margin:0 auto;padding:24px 16px}.test{background:#ffde92;color:#5c3b00;font-size:13px;
  font-weight:600;text-align:center;padding:6px}.card{background:#fff;border-radius:12px;padding:24px;
  box-shadow:0 2px 8px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}.price{font-size:32px;font-weight:700;margin:8px 0}
  .muted{color:#697386;font-size:14px}button{width:100%;border:0;border-radius:8px;padding:12px;font-size:16px;
  font-weight:600;cursor:pointer;margin-top:12px}.pay{background:#635bff;color:#fff}.secondary{background:#e3e8ee;color:#1a1f36}
  .danger{background:#fff;color:#c0123c;border:1px solid #c0123c}a{color:#635bff}.row{margin-top:16px;text-align:center}
  .note{background:#f0f4ff;border-radius:8px;padding:12px;margin-top:16px;font-size:14px}
  .field{border:1px solid #e3e8ee;border-radius:8px;padding:10px 12px;margin-top:12px;font-family:monospace}`;

export function page(title: string, body: Html): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>
<div class="test" role="note">Test mode — local stand-in for Stripe's hosted pages. No real payment is taken.</div>
<main>${body.markup}</main></body></html>`;
}

/** en-US currency from minor units, as the pricing page shows it (docs/product/premium.md). */
export const money = (minorUnits: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);

export const day = (seconds: number | null | undefined): string =>
  seconds ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000)) : '—';
