import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Hello {{name}}." → /^Hello (?<name>.+?)\.$/ */
function templateToRegExp(template: string): RegExp {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/);
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRegExp(part))).join('');
  return new RegExp(`^${source}$`);
}

/**
 * The servers answer in English with SPEC.md's texts. A message that matches one of the
 * English texts of the common namespace's server or validation sections is shown in the user's language;
 * anything else is shown as the server wrote it.
 */
export function useServerMessage(): (message: string) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (message: string) => {
      const english = i18n.getResourceBundle('en', 'common') as { server?: Record<string, string>; validation?: Record<string, string> } | undefined;
      for (const section of ['server', 'validation'] as const) {
        for (const [key, template] of Object.entries(english?.[section] ?? {})) {
          const match = templateToRegExp(template).exec(message.trim());
          if (match) return section === 'server' ? t(`common:server.${key}`, { ...match.groups }) : t(`common:validation.${key}`, { ...match.groups });
        }
      }
      return message;
    },
    [t, i18n],
  );
}
