import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import type Stripe from 'stripe';
import { day, html, money, page, type Html } from './hosted-pages.html';

/** The trial billing asks for, used when the session does not say. */
const DEFAULT_TRIAL_DAYS = 7;

export interface HostedPagesOptions {
  port: number;
  /** The client of the Stripe API the sessions were created in (the local stack's stripe-mock layer). */
  stripe: Stripe;
  /** Delivers one event payload to the webhook, signed as Stripe signs it; answers the HTTP status. */
  deliver: (payload: string) => Promise<number>;
  /** Makes an event payload of a type around an object, as Stripe sends it. */
  event: (type: string, object: object) => string;
  /** The two plans, for the portal's plan switch (billing's STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY). */
  prices: { month: string; year: string };
  /** Where the customer → subscription record survives restarts (Stripe keeps it; stripe-mock cannot list). */
  statePath?: string;
}

export interface HostedPages {
  url: string;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse, id: string) => Promise<void>;

/** The price a Checkout Session was created for: a line item as given, or Stripe's expanded list. */
function linePriceOf(session: Stripe.Checkout.Session): string | undefined {
  const items = (session as unknown as { line_items?: unknown }).line_items;
  if (Array.isArray(items)) return (items[0] as { price?: string } | undefined)?.price;
  return (items as Stripe.ApiList<Stripe.LineItem> | undefined)?.data?.[0]?.price?.id;
}

function trialDaysOf(session: Stripe.Checkout.Session): number {
  const days = (session as unknown as { subscription_data?: { trial_period_days?: string | number } }).subscription_data?.trial_period_days;
  return days === undefined ? DEFAULT_TRIAL_DAYS : Number(days);
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/**
 * A local stand-in for Stripe's hosted Checkout and Customer Portal pages (never deployed): billing
 * sends the browser to /checkout/{session} or /portal/{session}; paying or changing the plan makes
 * the subscription in the Stripe API and posts the events Stripe would send to the webhook.
 */
export function startHostedPages(options: HostedPagesOptions): Promise<HostedPages> {
  const { stripe } = options;
  const subscriptions: Record<string, string> =
    options.statePath && existsSync(options.statePath) ? (JSON.parse(readFileSync(options.statePath, 'utf8')) as Record<string, string>) : {};
  const remember = (customer: string, subscription: string) => {
    subscriptions[customer] = subscription;
    if (!options.statePath) return;
    mkdirSync(dirname(options.statePath), { recursive: true });
    writeFileSync(options.statePath, JSON.stringify(subscriptions));
  };

  /** Posts the events in order; a refused one stops the flow (Stripe would retry, the page says so). */
  async function send(events: [string, object][]): Promise<string | undefined> {
    for (const [type, object] of events) {
      const status = await options.deliver(options.event(type, object));
      if (status >= 300) return `${type} was refused by the webhook (HTTP ${status})`;
    }
    return undefined;
  }

  const checkoutPage: Route = async (_req, res, id) => {
    const session = await stripe.checkout.sessions.retrieve(id);
    const priceId = linePriceOf(session);
    if (!priceId) return reply(res, 409, 'Checkout', html`<div class="card"><h1>This session has no plan</h1></div>`);
    const price = await stripe.prices.retrieve(priceId, { expand: ['product'] });
    const product = typeof price.product === 'object' && 'name' in price.product ? price.product.name : 'Subscription';
    const interval = price.recurring?.interval ?? 'month';
    const trialDays = trialDaysOf(session);
    reply(
      res,
      200,
      'Checkout',
      html`<div class="card">
        <p class="muted">Subscribe to</p>
        <h1>${product} · ${price.nickname ?? interval}</h1>
        <p class="price">${money(price.unit_amount ?? 0, price.currency)} <span class="muted">/ ${interval}</span></p>
        ${trialDays > 0 ? html`<p><strong>${trialDays} days free</strong>, then ${money(price.unit_amount ?? 0, price.currency)} per ${interval}.</p>` : undefined}
        <div class="field" aria-label="Test card">4242 4242 4242 4242 · 12/34 · 123</div>
        <form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">Pay with test card</button></form>
        <p class="row"><a href="${session.cancel_url ?? '/'}">Cancel and return</a></p>
      </div>`,
    );
  };

  const pay: Route = async (_req, res, id) => {
    const session = await stripe.checkout.sessions.retrieve(id);
    const customer = idOf(session.customer);
    const priceId = linePriceOf(session);
    if (!customer || !priceId || !session.success_url) return reply(res, 409, 'Checkout', html`<div class="card"><h1>This session cannot be paid</h1></div>`);
    const trialDays = trialDaysOf(session);
    // One subscription per session, also when the button is pressed twice.
    const subscription = await stripe.subscriptions.create(
      { customer, items: [{ price: priceId }], metadata: session.metadata ?? {}, ...(trialDays > 0 ? { trial_period_days: trialDays } : {}) },
      { idempotencyKey: `hosted-checkout-${id}` },
    );
    remember(customer, subscription.id);
    const invoice = {
      id: `in_${subscription.id}`,
      object: 'invoice',
      customer,
      status: 'paid',
      amount_paid: trialDays > 0 ? 0 : subscription.items.data[0]?.price.unit_amount,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
    const failed = await send([
      [
        'checkout.session.completed',
        { ...session, status: 'complete', payment_status: trialDays > 0 ? 'no_payment_required' : 'paid', subscription: subscription.id },
      ],
      ['customer.subscription.created', subscription],
      ['invoice.paid', invoice],
    ]);
    if (failed)
      return reply(
        res,
        502,
        'Checkout',
        html`<div class="card">
          <h1>Payment recorded, webhook failed</h1>
          <p>${failed}</p>
        </div>`,
      );
    redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
  };

  /** The portal session and the subscription it manages. */
  async function portalContext(id: string) {
    const session = (await stripe.rawRequest('GET', `/v1/billing_portal/sessions/${id}`)) as Stripe.BillingPortal.Session;
    const subscriptionId = subscriptions[session.customer];
    const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId, { expand: ['items.data.price'] }) : undefined;
    return { session, subscription };
  }

  const portalPage: Route = async (req, res, id) => {
    const { session, subscription } = await portalContext(id);
    const back = html`<p class="row"><a href="${session.return_url ?? '/'}">Return to Overlap</a></p>`;
    if (!subscription || subscription.status === 'canceled')
      return reply(
        res,
        200,
        'Customer portal',
        html`<div class="card">
          <h1>No active subscription</h1>
          ${back}
        </div>`,
      );
    const item = subscription.items.data[0]!;
    const interval = item.price.recurring?.interval ?? 'month';
    const other = await otherPrice(item.price);
    const done = new URL(req.url ?? '/', 'http://local').searchParams.get('done');
    reply(
      res,
      200,
      'Customer portal',
      html`<div class="card">
        <p class="muted">Current plan</p>
        <h1>${item.price.nickname ?? interval} · ${money(item.price.unit_amount ?? 0, item.price.currency)} / ${interval}</h1>
        <p class="muted">Status: ${subscription.status}${subscription.trial_end ? html` · trial ends ${day(subscription.trial_end)}` : undefined}</p>
        ${done ? html`<p class="note" role="status">${done}</p>` : undefined}
        ${
          subscription.cancel_at_period_end
            ? html`<p class="note">Cancels on ${day(item.current_period_end)}. You keep the plan until then.</p>
                <form method="post" action="/portal/${id}/renew"><button class="secondary" type="submit">Renew plan</button></form>`
            : html`<form method="post" action="/portal/${id}/cancel"><button class="danger" type="submit">Cancel plan</button></form>`
        }
        ${
          other
            ? html`<form method="post" action="/portal/${id}/switch">
                <button class="secondary" type="submit">
                  Switch to ${other.nickname ?? other.recurring?.interval ?? 'other plan'} (${money(other.unit_amount ?? 0, other.currency)} /
                  ${other.recurring?.interval ?? ''})
                </button>
              </form>`
            : undefined
        }
        ${back}
      </div>`,
    );
  };

  /** The plan of the other interval, for the plan switch. */
  async function otherPrice(current: Stripe.Price): Promise<Stripe.Price | undefined> {
    const id = current.recurring?.interval === 'year' ? options.prices.month : options.prices.year;
    return id === current.id ? undefined : stripe.prices.retrieve(id);
  }

  const portalAction =
    (change: (subscription: Stripe.Subscription) => Promise<{ params: Stripe.SubscriptionUpdateParams; done: string } | undefined>): Route =>
    async (_req, res, id) => {
      const { subscription } = await portalContext(id);
      if (!subscription) return redirect(res, `/portal/${id}`);
      const planned = await change(subscription);
      if (!planned) return redirect(res, `/portal/${id}`);
      const updated = await stripe.subscriptions.update(subscription.id, planned.params);
      const failed = await send([['customer.subscription.updated', { ...updated, previous_attributes: {} }]]);
      redirect(res, `/portal/${id}?done=${encodeURIComponent(failed ?? planned.done)}`);
    };

  const routes: Record<string, Route> = {
    'GET checkout': checkoutPage,
    'POST checkout/pay': pay,
    'GET portal': portalPage,
    'POST portal/cancel': portalAction(async () => ({ params: { cancel_at_period_end: true }, done: 'Your plan will be cancelled at the end of the period.' })),
    'POST portal/renew': portalAction(async () => ({ params: { cancel_at_period_end: false }, done: 'Your plan renews as before.' })),
    'POST portal/switch': portalAction(async (subscription) => {
      const item = subscription.items.data[0]!;
      const other = await otherPrice(item.price);
      if (!other) return undefined;
      // Stripe's portal prorates an upgrade at once; a downgrade waits for the next cycle there (a schedule), here it applies at once.
      return {
        params: { items: [{ id: item.id, price: other.id }], proration_behavior: 'create_prorations' },
        done: `Your plan is now ${other.nickname ?? other.recurring?.interval}.`,
      };
    }),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const match = /^\/(checkout|portal)\/([A-Za-z0-9_]+)(?:\/([a-z]+))?$/.exec(url.pathname);
    const route = match && routes[`${req.method} ${match[1]}${match[3] ? `/${match[3]}` : ''}`];
    if (!match || !route) return reply(res, 404, 'Not found', html`<div class="card"><h1>Not found</h1></div>`);
    route(req, res, match[2]!).catch((err: Error) =>
      reply(
        res,
        502,
        'Error',
        html`<div class="card">
          <h1>The Stripe API refused</h1>
          <p>${err.message}</p>
        </div>`,
      ),
    );
  });

  return new Promise((resolve) =>
    server.listen(options.port, '127.0.0.1', () =>
      resolve({ url: `http://localhost:${options.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    ),
  );
}

function reply(res: ServerResponse, status: number, title: string, body: Html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(title, body));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location }).end();
}
