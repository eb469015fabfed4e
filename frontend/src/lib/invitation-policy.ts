import { groupsApi } from './api-generated/groups';

/** The operator setting changes only with a restart of groups, so the answer is kept for the session. */
export const invitationPolicyApi = groupsApi.enhanceEndpoints({
  endpoints: { getInvitationPolicy: { keepUnusedDataFor: 60 * 60 } },
});

/**
 * Whether accepting a study-group invitation needs premium (INVITATIONS_REQUIRE_PREMIUM, ADR 019).
 * Public, so visitors' Help, FAQ and Terms state it too; undefined until groups has answered.
 */
export function useInvitationsRequirePremium(): boolean | undefined {
  return invitationPolicyApi.useGetInvitationPolicyQuery().data?.acceptRequiresPremium;
}

/**
 * The i18next context of texts that differ by the setting: a key x_premium replaces x when the
 * setting is on. Until groups answers, and if it cannot, texts follow the default (off).
 */
export const invitationPolicyContext = (requirePremium: boolean | undefined) => (requirePremium ? 'premium' : undefined);
