import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { invitationPolicyContext, useInvitationsRequirePremium } from '@/lib/invitation-policy';

/**
 * useTranslation whose texts follow the invitation setting: sentences that depend on it are nested
 * (as $t of the page's invitationRule key) and resolve to their _premium variant when the setting is on.
 */
export function usePolicyTranslation(namespaces: string[]) {
  const translation = useTranslation(namespaces);
  const context = invitationPolicyContext(useInvitationsRequirePremium());
  const { t: plain } = translation;
  const t = useMemo(() => {
    if (!context) return plain as TFunction;
    // Trans passes an undefined context of its own; only a context the caller chose wins over the setting's.
    const withContext = (key: string, options?: { context?: string }) => plain(key, { ...options, context: options?.context ?? context });
    // Trans reads the namespaces and language from the function's own fields (ns, lng, keyPrefix).
    return Object.assign(withContext, plain) as unknown as TFunction;
  }, [plain, context]);
  return { ...translation, t };
}
