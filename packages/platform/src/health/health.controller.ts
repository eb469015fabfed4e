import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { HealthRegistry } from './health-check';

const CHECK_TIMEOUT_MS = 3000;

function withTimeout(p: Promise<void>): Promise<void> {
  return Promise.race([p, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
}

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Ready only when every dependency (database, Kafka, …) answers. */
  @Get('ready')
  async ready(@Res() res: Response) {
    const results = await Promise.all(
      this.registry.checks.map(async (c) => {
        try {
          await withTimeout(c.check());
          return { name: c.name, status: 'up' };
        } catch (e) {
          return { name: c.name, status: 'down', error: (e as Error).message };
        }
      }),
    );
    const ok = results.every((r) => r.status === 'up');
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({ status: ok ? 'ok' : 'unavailable', checks: results });
  }
}
