import { Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProperty } from '@nestjs/swagger';
import { ApiOperationOf } from './api-operation.decorator';
import { buildOpenApiDocument } from './openapi-document';
import { serveApiDocs } from './serve-api-docs';

class ThingView {
  @ApiProperty() id!: string;
}

@Controller('api/things')
class ThingsController {
  @Get()
  @ApiOperationOf('listThings', [ThingView])
  list(): ThingView[] {
    return [];
  }

  @Post()
  @ApiOperationOf('createThing', ThingView, 201)
  create(): ThingView {
    return { id: '1' };
  }
}

@Controller()
class HiddenController {
  @Get('internal/things')
  internal() {
    return [];
  }

  @Get('health/live')
  live() {
    return { ok: true };
  }
}

@Module({ controllers: [ThingsController, HiddenController] })
class ThingsModule {}

@Controller('api/other')
class SameNameController {
  @Get()
  @ApiOperationOf('listThings', [ThingView])
  list(): ThingView[] {
    return [];
  }
}

@Module({ controllers: [ThingsController, SameNameController] })
class ClashingModule {}

const options = { service: 'things', description: 'Things for tests' };

describe('buildOpenApiDocument', () => {
  it('keeps the /api paths, relative to the /api server, with their operation ids and answers', async () => {
    const document = await buildOpenApiDocument(ThingsModule, options);
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(['/things']);
    expect(document.paths['/things']!.get!.operationId).toBe('listThings');
    expect(document.paths['/things']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/ThingView' } } } },
    });
    expect(document.paths['/things']!.post!.responses['201']).toBeDefined();
  });

  it('refuses two operations with one id: the frontend would get one endpoint for both', async () => {
    await expect(buildOpenApiDocument(ClashingModule, options)).rejects.toThrow('Two public operations are named listThings');
  });
});

describe('serveApiDocs', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  async function docsStatus(): Promise<number> {
    const app = await NestFactory.create(ThingsModule, { logger: false });
    serveApiDocs(app, options);
    await app.listen(0, '127.0.0.1');
    try {
      return (await fetch(`${await app.getUrl()}/docs-json`)).status;
    } finally {
      await app.close();
    }
  }

  it('serves the document locally', async () => {
    process.env.NODE_ENV = 'development';
    expect(await docsStatus()).toBe(200);
  });

  it('serves nothing in production', async () => {
    process.env.NODE_ENV = 'production';
    expect(await docsStatus()).toBe(404);
  });
});
