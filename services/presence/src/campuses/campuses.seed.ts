import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import type { CampusDocument } from './campus.document';
import { CampusesRepository } from './campuses.repository';

/**
 * The campuses every installation starts with (seeded once each, by CampusesSeeder below). Centres
 * are the campus's main buildings; radii cover its buildings without reaching the next campus
 * (CBS's four sites lie 300–900 m apart). Operators add and change campuses with the CLI.
 */
export const SEED_CAMPUSES: readonly CampusDocument[] = [
  { _id: 'cbs-solbjerg-plads', name: 'Solbjerg Plads', university: 'Copenhagen Business School', latitude: 55.6815, longitude: 12.5299, radius: 200 },
  { _id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School', latitude: 55.6824, longitude: 12.5262, radius: 120 },
  { _id: 'cbs-porcelaenshaven', name: 'Porcelænshaven', university: 'Copenhagen Business School', latitude: 55.6781, longitude: 12.5206, radius: 200 },
  { _id: 'cbs-dalgas-have', name: 'Dalgas Have', university: 'Copenhagen Business School', latitude: 55.6763, longitude: 12.5128, radius: 150 },
  { _id: 'ku-city', name: 'City Campus', university: 'University of Copenhagen', latitude: 55.6866, longitude: 12.5717, radius: 450 },
  { _id: 'ku-sondre', name: 'South Campus', university: 'University of Copenhagen', latitude: 55.6595, longitude: 12.5896, radius: 400 },
  { _id: 'ku-norre', name: 'North Campus', university: 'University of Copenhagen', latitude: 55.6995, longitude: 12.5615, radius: 650 },
  { _id: 'ku-frederiksberg', name: 'Frederiksberg Campus', university: 'University of Copenhagen', latitude: 55.6825, longitude: 12.5416, radius: 350 },
  { _id: 'dtu-lyngby', name: 'Lyngby Campus', university: 'Technical University of Denmark', latitude: 55.7858, longitude: 12.5224, radius: 900 },
  { _id: 'itu-copenhagen', name: 'ITU Copenhagen', university: 'IT University of Copenhagen', latitude: 55.6596, longitude: 12.591, radius: 120 },
  { _id: 'au-aarhus', name: 'Aarhus Campus', university: 'Aarhus University', latitude: 56.1681, longitude: 10.2031, radius: 700 },
  { _id: 'lu-lund', name: 'Lund City Campus', university: 'Lund University', latitude: 55.7105, longitude: 13.2022, radius: 1000 },
  { _id: 'kth-valhallavagen', name: 'KTH Campus', university: 'KTH Royal Institute of Technology', latitude: 59.3498, longitude: 18.0707, radius: 500 },
  { _id: 'tud-delft', name: 'TU Delft Campus', university: 'Delft University of Technology', latitude: 51.9991, longitude: 4.3733, radius: 1200 },
  { _id: 'ucl-bloomsbury', name: 'Bloomsbury Campus', university: 'University College London', latitude: 51.5246, longitude: -0.134, radius: 450 },
];

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
