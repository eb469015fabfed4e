import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, openApiJson } from '@overlap/platform';
import { AppModule } from './app.module';
import { openApi } from './openapi';

describe('presence openapi.json', () => {
  it('is what the controllers and DTOs describe (npm run openapi writes it)', async () => {
    const document = await buildOpenApiDocument(AppModule, openApi);
    expect(openApiJson(document)).toBe(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
  });
});
