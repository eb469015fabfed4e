import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { SEED_CAMPUSES } from './campus-seed';
import { CampusesRepository } from './campuses.repository';

/** Seeds the built-in campuses at start-up, each once ever: a campus an operator removed stays removed. */
@Injectable()
export class CampusesSeeder implements OnModuleInit {
  constructor(
    private readonly campuses: CampusesRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async onModuleInit() {
    const added = await this.campuses.seed(SEED_CAMPUSES);
    if (added) this.logger.info({ added }, 'built-in campuses seeded');
  }
}
