import { mailsTo, postStripeWebhook, signUpUser, stripeEventPayload, waitForMail } from '@overlap/test-support';
import { completeCheckout, pricing, stripe } from './support/billing-flow';

jest.setTimeout(60_000);

/** Stripe's announcement three days before the trial ends, for the student's subscription. */
async function trialWillEnd(subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return postStripeWebhook(stripeEventPayload('customer.subscription.trial_will_end', subscription));
}

describe('trial reminder e-mail', () => {
  it('is sent once, in the student’s language', async () => {
    const user = await signUpUser({ firstName: 'Ida' });
    expect((await user.client.put('/api/users/settings', { language: 'da' })).status).toBe(200);
    const { plans } = await pricing(user.client);
    const { subscription } = await completeCheckout(user.client, user.id, plans[0]!.id);
    expect((await trialWillEnd(subscription.id)).status).toBe(200);
    expect((await trialWillEnd(subscription.id)).status).toBe(200);
    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe('Din gratis prøveperiode på Overlap slutter om 7 dage');
    expect(mail.text).toContain('Hej Ida');
    expect(mail.text).toContain('/pricing');
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('is not sent when the student turned e-mail notifications off', async () => {
    const quiet = await signUpUser();
    expect((await quiet.client.put('/api/users/settings', { emailNotifications: false })).status).toBe(200);
    const loud = await signUpUser();
    const { plans } = await pricing(quiet.client);
    const a = await completeCheckout(quiet.client, quiet.id, plans[0]!.id);
    const b = await completeCheckout(loud.client, loud.id, plans[0]!.id);
    expect((await trialWillEnd(a.subscription.id)).status).toBe(200);
    expect((await trialWillEnd(b.subscription.id)).status).toBe(200);
    // The webhook answers after the mail is handed to SMTP, so the later one arriving means the earlier was decided.
    await waitForMail(loud.email);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
  });
});
