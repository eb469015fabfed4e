// ESLint rules for the file shapes of ADR 044: a back-end file is `<name>.<role>.ts`, and what a
// file declares fixes its role. File names alone drift (a Kafka handler in `x.consumer.ts`, a
// repository in `x.store.ts`); tying the suffix to the declaration keeps the name honest.

/** The roles a back-end source file may have (ADR 044), in the order the ADR lists them. */
export const ROLES = [
  'module',
  'controller',
  'service',
  'repository',
  'event-handler',
  'events',
  'views',
  'dto',
  'entity',
  'document',
  'client',
  'mail',
  'job',
  'guard',
  'middleware',
  'metrics',
  'errors',
  'cli',
  'rules',
  'seed',
  'worker',
];

/**
 * check-file's pattern for a file name without its last extension: a kebab-case name, one role,
 * and `.spec` for a unit test (`free-time.rules.spec`).
 */
export const ROLE_FILE_NAME = `+([a-z0-9])*(-+([a-z0-9])).@(${ROLES.join('|')})?(.spec)`;

const TEST_FILE = /\.(spec|test)\.tsx?$/;

/** The name a decorator calls: `Controller` for `@Controller()`, `@Controller` and `@nest.Controller()`. */
function decoratorName(decorator) {
  let expression = decorator.expression;
  if (expression.type === 'CallExpression') expression = expression.callee;
  if (expression.type === 'MemberExpression' && !expression.computed) return expression.property.name;
  return expression.type === 'Identifier' ? expression.name : undefined;
}

const hasDecorator = (node, name) => (node.decorators ?? []).some((d) => decoratorName(d) === name);

/** What a class declares that fixes its file's role, with the reason to name in the message. */
function requiredRoles(node) {
  const required = [];
  if (hasDecorator(node, 'Controller')) required.push({ role: 'controller', because: 'is decorated with @Controller' });
  if (hasDecorator(node, 'Module')) required.push({ role: 'module', because: 'is decorated with @Module' });
  if (hasDecorator(node, 'Entity')) required.push({ role: 'entity', because: 'is decorated with @Entity' });
  const handles = node.body.body.some((member) => member.type === 'MethodDefinition' && hasDecorator(member, 'EventHandler'));
  if (handles) required.push({ role: 'event-handler', because: 'has methods decorated with @EventHandler' });
  if (node.id && /Repository$/.test(node.id.name)) required.push({ role: 'repository', because: "has a name ending in 'Repository'" });
  const guards = (node.implements ?? []).some((i) => {
    const expression = i.expression;
    return (
      (expression.type === 'Identifier' && expression.name === 'CanActivate') ||
      (expression.type === 'MemberExpression' && expression.property.name === 'CanActivate')
    );
  });
  if (guards) required.push({ role: 'guard', because: 'implements CanActivate' });
  return required;
}

export const fileShapes = {
  rules: {
    'role-matches-declarations': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          wrongFile: "Class '{{name}}' {{because}}, so it lives in a *.{{role}}.ts file, not in {{file}} (ADR 044).",
        },
      },
      create(context) {
        const file = context.filename.split(/[/\\]/).pop();
        if (TEST_FILE.test(file)) return {};
        const check = (node) => {
          for (const { role, because } of requiredRoles(node)) {
            if (!file.endsWith(`.${role}.ts`)) {
              context.report({ node: node.id ?? node, messageId: 'wrongFile', data: { name: node.id?.name ?? '(anonymous)', because, role, file } });
            }
          }
        };
        return { ClassDeclaration: check, ClassExpression: check };
      },
    },
  },
};
