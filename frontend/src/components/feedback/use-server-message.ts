import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Hello {{name}}." → /^Hello (?<name>.+?)\.$/ */
function templateToRegExp(template: string): RegExp {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/);
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRegExp(part))).join('');
  return new RegExp(`^${source}$`);
}

const COMMON_SECTIONS = ['common:server', 'common:validation'];

/**
 * The gateway names the service it cannot reach by its internal name ('billing'); the student
 * reads what that part of the app does, in their language.
 */
function readableValues(values: Record<string, string> | undefined, t: TFunction<'common'>, exists: (key: string) => boolean): Record<string, string> {
  const readable: Record<string, string> = { ...values };
  const service = readable.service;
  if (service && exists(`common:serviceNames.${service}`)) readable.service = t(`common:serviceNames.${service}`);
  return readable;
}

/**
 * The servers answer in English with the texts docs/product quotes. A message that matches one of the
 * English texts of the common namespace's server or validation sections — or of the feature
 * sections given as 'namespace:section' — is shown in the user's language; anything else is
 * shown as the server wrote it.
 */
export function useServerMessage(sections: readonly string[] = []): (message: string) => string {
  const { t, i18n } = useTranslation('common');
  const extra = sections.join();
  return useCallback(
    (message: string) => {
      for (const section of [...COMMON_SECTIONS, ...extra.split(',').filter(Boolean)]) {
        const [namespace, path] = section.split(':') as [string, string];
        const english = i18n.getResourceBundle('en', namespace) as Record<string, Record<string, unknown> | undefined> | undefined;
        for (const [name, template] of Object.entries(english?.[path] ?? {})) {
          if (typeof template !== 'string') continue;
          const match = templateToRegExp(template).exec(message.trim());
          // Concatenated, not a template: the key-usage test reads the sections named above.
          if (match)
            return t(
              section + '.' + name,
              readableValues(match.groups, t, (key) => i18n.exists(key)),
            );
        }
      }
      return message;
    },
    [t, i18n, extra],
  );
}
