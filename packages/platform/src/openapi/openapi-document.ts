import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_COOKIE } from '../auth/tokens';

export interface OpenApiOptions {
  /** The service's name, the document's title. */
  service: string;
  description: string;
}

/**
 * Only the public API the gateway forwards: health probes, JWKS and /internal/... stay out. Paths
 * are written relative to the `/api` server, as the browser's API client addresses them.
 */
const PUBLIC_PREFIX = '/api';

/**
 * The service's public OpenAPI document, read from its controllers' and DTOs' decorators.
 * Operation ids are the handler names: they become the frontend's generated endpoint names.
 */
export function describeApi(app: INestApplication, options: OpenApiOptions): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(options.service)
    .setDescription(options.description)
    .setVersion('1')
    .addServer(PUBLIC_PREFIX)
    .addCookieAuth(ACCESS_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
  document.paths = Object.fromEntries(
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${PUBLIC_PREFIX}/`))
      .map(([path, item]) => [path.slice(PUBLIC_PREFIX.length), item]),
  );
  assertUniqueOperationIds(document);
  return document;
}

function assertUniqueOperationIds(document: OpenAPIObject): void {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item)) {
      const id = (operation as { operationId?: string }).operationId;
      if (!id) continue;
      if (seen.has(id)) throw new Error(`Two public operations are named ${id} (again at ${path}); rename one handler`);
      seen.add(id);
    }
  }
}

/**
 * The document of an app module without starting it: Nest's preview mode scans modules and
 * controllers but builds no provider, so no database, broker or key is needed.
 */
export async function buildOpenApiDocument(module: Type<unknown>, options: OpenApiOptions): Promise<OpenAPIObject> {
  const app = await NestFactory.create(module, { preview: true, logger: false, abortOnError: false });
  try {
    return describeApi(app, options);
  } finally {
    await app.close();
  }
}

/** The checked-in openapi.json text: stable two-space JSON with a final newline. */
export const openApiJson = (document: OpenAPIObject): string => `${JSON.stringify(document, null, 2)}\n`;
