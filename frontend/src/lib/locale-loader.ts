// Vite turns every translation file into its own chunk, so a page downloads only the
// namespaces it uses, in the language it shows.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No translations for ${language}/${namespace}`));
  return load().then((m) => m.default);
}
