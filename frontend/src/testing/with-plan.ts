import { ME, subscriptionApi } from '@/lib/subscription';
import type { AppStore } from '@/lib/store';
import { subscriptionAnswer, type PlanFixture } from './subscription-answer';

/** A renderWithStore seed: the signed-in user's plan as billing answers it (null = no plan). */
export const withPlan = (plan: PlanFixture | null) => (store: AppStore) =>
  store.dispatch(subscriptionApi.util.upsertQueryData('getMySubscription', ME, subscriptionAnswer(plan)));

/** An ISO time `days` days from now, a minute short, so "days left" rounds up to `days`. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();
