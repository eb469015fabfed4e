import checkFile from 'eslint-plugin-check-file';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileShapes, ROLE_FILE_NAME } from './file-shapes.mjs';

const SRC = 'services/groups/src/groups/';
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 2023, sourceType: 'module' } } });
const rule = fileShapes.rules['role-matches-declarations'];

const controller = `@Controller('api/groups') export class GroupsController {}`;
const nestModule = `@Module({ providers: [] }) export class GroupsModule {}`;
const handler = `@Injectable() export class UserProjection { @EventHandler(Topics.identityUsers, 'x') onUser() {} }`;
const entity = `@Entity('study_groups') export class StudyGroupEntity {}`;
const repository = `@Injectable() export class EntitlementsRepository {}`;
const guard = `@Injectable() export class InternalServiceGuard implements CanActivate { canActivate() { return true; } }`;

tester.run('role-matches-declarations', rule as never, {
  valid: [
    { code: controller, filename: `${SRC}groups.controller.ts` },
    { code: `@nest.Controller() export class GroupsController {}`, filename: `${SRC}groups.controller.ts` },
    { code: nestModule, filename: 'services/groups/src/app.module.ts' },
    { code: handler, filename: `${SRC}user-projection.event-handler.ts` },
    { code: entity, filename: `${SRC}study-group.entity.ts` },
    { code: repository, filename: `${SRC}entitlements.repository.ts` },
    { code: guard, filename: `${SRC}internal-service.guard.ts` },
    { code: `class X implements common.CanActivate { canActivate() { return true; } }`, filename: `${SRC}x.guard.ts` },
    // Classes that fix no role may live in any file; the file name rule holds the suffix.
    { code: `@Injectable() export class GroupsService { async create() {} }`, filename: `${SRC}groups.service.ts` },
    { code: `export class LiveStream { send() {} }`, filename: `${SRC}live-stream.service.ts` },
    // A test declares throwaway controllers and modules next to what it tests.
    { code: `${controller}\n${nestModule}`, filename: `${SRC}groups.service.spec.ts` },
  ],
  invalid: [
    {
      code: controller,
      filename: `${SRC}groups.service.ts`,
      errors: [
        {
          message: "Class 'GroupsController' is decorated with @Controller, so it lives in a *.controller.ts file, not in groups.service.ts (ADR 044).",
        },
      ],
    },
    {
      code: nestModule,
      filename: 'services/groups/src/app.ts',
      errors: [{ messageId: 'wrongFile', data: { name: 'GroupsModule', because: 'is decorated with @Module', role: 'module', file: 'app.ts' } }],
    },
    {
      code: handler,
      filename: `${SRC}user-events.consumer.ts`,
      errors: [
        {
          messageId: 'wrongFile',
          data: { name: 'UserProjection', because: 'has methods decorated with @EventHandler', role: 'event-handler', file: 'user-events.consumer.ts' },
        },
      ],
    },
    {
      code: entity,
      filename: `${SRC}study-group.ts`,
      errors: [{ messageId: 'wrongFile', data: { name: 'StudyGroupEntity', because: 'is decorated with @Entity', role: 'entity', file: 'study-group.ts' } }],
    },
    {
      code: repository,
      filename: `${SRC}entitlements.store.ts`,
      errors: [
        {
          messageId: 'wrongFile',
          data: { name: 'EntitlementsRepository', because: "has a name ending in 'Repository'", role: 'repository', file: 'entitlements.store.ts' },
        },
      ],
    },
    {
      code: guard,
      filename: `${SRC}internal-service.ts`,
      errors: [
        { messageId: 'wrongFile', data: { name: 'InternalServiceGuard', because: 'implements CanActivate', role: 'guard', file: 'internal-service.ts' } },
      ],
    },
    // The suffix must be the role itself, not a name that merely ends like it.
    { code: controller, filename: `${SRC}groups-controller.ts`, errors: 1 },
    // One class, two roles: no file can hold it.
    {
      code: `@Controller() export class GroupsRepository {}`,
      filename: `${SRC}groups.controller.ts`,
      errors: [
        {
          messageId: 'wrongFile',
          data: { name: 'GroupsRepository', because: "has a name ending in 'Repository'", role: 'repository', file: 'groups.controller.ts' },
        },
      ],
    },
  ],
});

describe("file names (check-file's filename-naming-convention with ROLE_FILE_NAME)", () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.ts'],
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': ROLE_FILE_NAME }] },
    },
  ] as Linter.Config[];
  const refused = (name: string) => linter.verify('export const x = 1;\n', config, { filename: `${SRC}${name}` }).length > 0;

  it.each([
    'free-time.rules.ts',
    'free-time.rules.spec.ts',
    'user-projection.event-handler.ts',
    'app.module.ts',
    'security-headers.middleware.ts',
    'promo.cli.ts',
    'campuses.seed.ts',
  ])('accepts %s', (name) => expect(refused(name)).toBe(false));

  it.each([
    'free-time.ts', // no role
    'user-events.consumer.ts', // not a role
    'entitlements.store.ts',
    'invitation-view.ts',
    'free-time.spec.ts', // a test of a file without a role
    'FreeTime.rules.ts', // not kebab-case
    'free_time.rules.ts',
    'free-time.rules.helper.ts', // one role, nothing after it but .spec
    'free-time.rules.test.ts',
  ])('refuses %s', (name) => expect(refused(name)).toBe(true));
});
