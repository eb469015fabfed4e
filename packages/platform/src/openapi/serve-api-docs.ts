import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { isProduction } from '../config/env';
import { describeApi, type OpenApiOptions } from './openapi-document';

/** Swagger UI at /docs and the document at /docs-json, in local mode only (NODE_ENV is not production). */
export function serveApiDocs(app: INestApplication, options: OpenApiOptions): void {
  if (isProduction()) return;
  SwaggerModule.setup('docs', app, () => describeApi(app, options), { jsonDocumentUrl: 'docs-json' });
}
