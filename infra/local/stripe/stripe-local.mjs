// The local stack's Stripe API (ADR 019): stripe-mock behind a thin layer that remembers objects.
//
// stripe-mock validates every request against Stripe's OpenAPI spec and answers with objects of
// the right shape, but it is stateless: a price it created is forgotten, and reading any id gives
// the same fixture. This layer forwards every request to stripe-mock first (an invalid request
// fails exactly as there), then keeps what this run created or changed for the few resources the
// premium journey reads back (products, prices, customers, subscriptions, checkout and portal
// sessions) and answers later reads of those ids from that record. The demo catalogue
// (catalogue.json) is created through the same path at start-up.
//
//   node stripe-local.mjs  (env: STRIPE_LOCAL_PORT, STRIPE_MOCK_BIN, STRIPE_MOCK_PORT, STRIPE_LOCAL_STATE,
//                           STRIPE_LOCAL_CHECKOUT_URL, STRIPE_LOCAL_PORTAL_URL)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
const MOCK_PORT = Number(process.env.STRIPE_MOCK_PORT ?? 12110);
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const STATE_FILE = process.env.STRIPE_LOCAL_STATE;
const KEY = 'sk_test_catalogue';

/** Resources whose objects are kept, by their path under /v1. */
const KEPT = ['products', 'prices', 'customers', 'subscriptions', 'checkout/sessions', 'billing_portal/sessions'];
/** Create and update parameters that are copied onto the object as given (stripe-mock echoes only some). */
const FIELDS = {
  products: ['name', 'description', 'metadata', 'active'],
  prices: ['product', 'currency', 'unit_amount', 'nickname', 'lookup_key', 'recurring', 'metadata', 'active'],
  customers: ['email', 'name', 'metadata'],
  subscriptions: ['customer', 'metadata', 'cancel_at_period_end', 'cancel_at'],
  // line_items and subscription_data let the hosted-pages stand-in show and subscribe to the plan.
  'checkout/sessions': [
    'customer',
    'client_reference_id',
    'mode',
    'success_url',
    'cancel_url',
    'metadata',
    'allow_promotion_codes',
    'line_items',
    'subscription_data',
  ],
  'billing_portal/sessions': ['customer', 'return_url'],
};

const objects = new Map(STATE_FILE && existsSync(STATE_FILE) ? Object.entries(JSON.parse(readFileSync(STATE_FILE, 'utf8'))) : []);

function save() {
  if (!STATE_FILE) return;
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(`${STATE_FILE}.tmp`, JSON.stringify(Object.fromEntries(objects)));
  renameSync(`${STATE_FILE}.tmp`, STATE_FILE);
}

/** Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      const slot = part === '' ? node.length : part;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

/** Encodes nested parameters the way the Stripe clients do. */
function encodeForm(params, prefix = '', out = new URLSearchParams()) {
  for (const [k, v] of Object.entries(params)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v !== null && typeof v === 'object') encodeForm(v, key, out);
    else out.append(key, String(v));
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
const numeric = (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
const bool = (v) => v === 'true' || v === true;
const DAY = 86400;
const periodSeconds = (price) => (price?.recurring?.interval === 'year' ? 365 : 30) * DAY * Number(price?.recurring?.interval_count ?? 1);

function copyFields(resource, target, params) {
  for (const field of FIELDS[resource] ?? []) {
    if (!(field in params)) continue;
    const value = params[field];
    if (field === 'metadata') target.metadata = { ...target.metadata, ...value };
    else if (field === 'recurring') target.recurring = { ...target.recurring, interval: value.interval, interval_count: Number(value.interval_count ?? 1) };
    else if (field === 'unit_amount') Object.assign(target, { unit_amount: Number(value), unit_amount_decimal: String(value) });
    else if (['cancel_at_period_end', 'allow_promotion_codes', 'active'].includes(field)) target[field] = bool(value);
    else target[field] = numeric(value);
  }
}

/** A subscription as Stripe would hold it right after these parameters: trialing with a trial, else active. */
function shapeSubscription(sub, params, created) {
  const items = params.items ? Object.values(params.items) : [];
  if (items.length > 0) {
    const template = sub.items.data[0];
    sub.items.data = items.map((item, i) => {
      const price = objects.get(item.price) ?? { ...template.price, id: item.price };
      const existing = sub.items.data[i] ?? template;
      return { ...existing, id: existing.id ?? `si_local_${i}`, price, quantity: Number(item.quantity ?? 1), subscription: sub.id };
    });
  }
  if (created) {
    const trialEnd = params.trial_end ? Number(params.trial_end) : params.trial_period_days ? now() + Number(params.trial_period_days) * DAY : null;
    sub.created = now();
    sub.start_date = now();
    sub.trial_start = trialEnd ? now() : null;
    sub.trial_end = trialEnd;
    sub.status = trialEnd ? 'trialing' : 'active';
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.canceled_at = null;
    sub.ended_at = null;
    for (const item of sub.items.data) {
      item.current_period_start = now();
      item.current_period_end = trialEnd ?? now() + periodSeconds(item.price);
    }
  }
  if (sub.cancel_at_period_end) sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
  else if (!('cancel_at' in params)) sub.cancel_at = null;
}

function keptResource(path) {
  const rest = path.replace(/^\/v1\//, '');
  for (const resource of KEPT) {
    if (rest === resource) return { resource, id: undefined };
    if (rest.startsWith(`${resource}/`) && !rest.slice(resource.length + 1).includes('/')) return { resource, id: rest.slice(resource.length + 1) };
  }
  return undefined;
}

function withExpansions(object, expand) {
  if (object?.object === 'price' && expand.includes('product') && typeof object.product === 'string' && objects.has(object.product)) {
    return { ...object, product: objects.get(object.product) };
  }
  return object;
}

async function forward(method, path, query, body, headers) {
  const res = await fetch(`${MOCK}${path}${query}`, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : body });
  return { status: res.status, json: await res.json() };
}

/** Applies one API request: stripe-mock answers and validates, the record supplies state. */
async function handle(method, path, query, body, headers) {
  const kept = keptResource(path);
  const params = parseForm(method === 'GET' || method === 'DELETE' ? query.slice(1) : body);
  const expand = [].concat(params.expand ?? []);
  if (kept?.id && objects.has(kept.id) && method === 'GET') return { status: 200, json: withExpansions(objects.get(kept.id), expand) };
  const answer = await forward(method, path, query, body, headers);
  if (!kept || answer.status >= 300) return answer;
  const { resource, id } = kept;
  if (method === 'POST' && !id) {
    const object = { ...answer.json, id: params.id && resource !== 'subscriptions' ? params.id : answer.json.id, created: now(), livemode: false };
    copyFields(resource, object, params);
    if (resource === 'subscriptions') shapeSubscription(object, params, true);
    if (resource === 'checkout/sessions') {
      object.status = 'open';
      object.subscription = null;
      if (process.env.STRIPE_LOCAL_CHECKOUT_URL) object.url = `${process.env.STRIPE_LOCAL_CHECKOUT_URL}/${object.id}`;
    }
    if (resource === 'billing_portal/sessions' && process.env.STRIPE_LOCAL_PORTAL_URL) object.url = `${process.env.STRIPE_LOCAL_PORTAL_URL}/${object.id}`;
    objects.set(object.id, object);
    save();
    return { status: answer.status, json: withExpansions(object, expand) };
  }
  if (id && objects.has(id) && (method === 'POST' || method === 'DELETE')) {
    const object = structuredClone(objects.get(id));
    if (method === 'DELETE' && resource === 'subscriptions')
      Object.assign(object, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
    if (method === 'POST') {
      copyFields(resource, object, params);
      if (resource === 'subscriptions') shapeSubscription(object, params, false);
      if (resource === 'checkout/sessions' && params.subscription) Object.assign(object, { subscription: params.subscription, status: 'complete' });
    }
    objects.set(id, object);
    save();
    return { status: 200, json: withExpansions(object, expand) };
  }
  return answer;
}

/** Creates the catalogue's products and prices (validated by stripe-mock) under their fixed ids. */
async function seedCatalogue() {
  const catalogue = JSON.parse(readFileSync(join(HERE, 'catalogue.json'), 'utf8'));
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded' };
  for (const [resource, list] of [
    ['products', catalogue.products],
    ['prices', catalogue.prices],
  ]) {
    for (const { id, params } of list) {
      const answer = await forward('POST', `/v1/${resource}`, '', encodeForm(params).toString(), headers);
      if (answer.status >= 300) throw new Error(`catalogue ${id}: ${JSON.stringify(answer.json)}`);
      const object = { ...answer.json, id, created: now() };
      copyFields(resource, object, parseForm(encodeForm(params).toString()));
      objects.set(id, object);
    }
  }
  save();
}

async function waitForMock() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${MOCK}/v1/prices/price_probe`, { headers: { authorization: `Bearer ${KEY}` } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`stripe-mock did not answer on ${MOCK}`);
}

async function main() {
  const mock = spawn(process.env.STRIPE_MOCK_BIN ?? 'stripe-mock', ['-http-addr', `127.0.0.1:${MOCK_PORT}`, '-https-addr', '127.0.0.1:'], { stdio: 'inherit' });
  mock.on('exit', (code) => {
    console.error(`stripe-mock exited (${code})`);
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => (mock.kill('SIGTERM'), process.exit(0)));
  await waitForMock();
  await seedCatalogue();
  createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url, 'http://local');
      const headers = { ...req.headers };
      delete headers.host;
      delete headers['content-length'];
      try {
        const { status, json } = await handle(req.method, url.pathname, url.search, Buffer.concat(chunks).toString(), headers);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_local_${Date.now()}` }).end(JSON.stringify(json));
      } catch (err) {
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      }
    });
  }).listen(PORT, '127.0.0.1', () => console.log(`local Stripe API on 127.0.0.1:${PORT} (stripe-mock on ${MOCK_PORT}, ${objects.size} objects)`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
