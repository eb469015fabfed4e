import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { HealthRegistry } from './health-check';
import { Readiness } from './readiness';

@Public()
@Controller('health')
export class HealthController {
  private readonly readiness: Readiness;

  constructor(registry: HealthRegistry) {
    this.readiness = new Readiness(() => registry.checks);
  }

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Ready when what this pod needs to serve its own requests answers; the rest is reported (ADR 027). */
  @Get('ready')
  async ready(@Res() res: Response) {
    const { ready, status, checks } = await this.readiness.evaluate();
    res.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({ status, checks });
  }
}
