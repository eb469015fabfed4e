/** The parts of an OpenAPI document the route templates are read from. */
export interface OpenApiPaths {
  servers?: { url: string }[];
  paths: Record<string, unknown>;
}

/**
 * Every public path template of the services' OpenAPI documents in Express's form, the form
 * the services report as `http.route` (`/study-groups/{groupId}` under server `/api` →
 * `/api/study-groups/:groupId`), sorted and without duplicates. `npm run openapi` writes them
 * to api-routes.rules.ts for the gateway.
 */
export function apiRouteTemplates(documents: OpenApiPaths[]): string[] {
  const templates = documents.flatMap((doc) => {
    const base = (doc.servers?.[0]?.url ?? '').replace(/\/+$/, '');
    return Object.keys(doc.paths).map((path) => `${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`);
  });
  return [...new Set(templates)].sort();
}

/** The source of api-routes.rules.ts. */
export function apiRoutesModule(templates: string[]): string {
  const lines = templates.map((t) => `  '${t}',`).join('\n');
  return `// Written by \`npm run openapi\` from services/*/openapi.json (apiRouteTemplates); do not edit.\nexport const DOCUMENTED_ROUTES: readonly string[] = [\n${lines}\n];\n`;
}
