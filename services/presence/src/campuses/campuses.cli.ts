import { parseArgs } from 'node:util';
import { connectMongo, mongoTargetFor } from '@overlap/platform';
import { campusId, CampusInputError, parseCampusChange, parseNewCampus, type CampusInput } from './campus-input.dto';
import type { CampusDocument } from './campus.document';
import { CampusesRepository } from './campuses.repository';

const USAGE = `usage:
  npm run campuses -w services/presence -- list
  npm run campuses -w services/presence -- add --id cbs-kilen --name Kilen --university "Copenhagen Business School" --latitude 55.6824 --longitude 12.5262 --radius 120
  npm run campuses -w services/presence -- update --id cbs-kilen [--name …] [--university …] [--latitude …] [--longitude …] [--radius …]
  npm run campuses -w services/presence -- remove --id cbs-kilen

Latitude and longitude in decimal degrees, radius in whole metres (50–5000). A device within the
radius of a campus's centre counts as on that campus.`;

const line = (c: CampusDocument) => [c._id, c.university, c.name, c.latitude, c.longitude, `${c.radius} m`].join('\t');

/** Operators' command line for campuses: they live in presence's database, not in code (docs/product/presence.md). */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      university: { type: 'string' },
      latitude: { type: 'string' },
      longitude: { type: 'string' },
      radius: { type: 'string' },
    },
  });
  const input: CampusInput = values;
  // Input is checked before anything connects, so a typo answers at once.
  const run = commandFor(command, input);
  // The service's own address (PRESENCE_MONGODB_URL or MONGODB_URL), as the running service uses.
  const client = await connectMongo('presence');
  try {
    console.log(await run(new CampusesRepository(client.db(mongoTargetFor('presence').database))));
  } finally {
    await client.close();
  }
}

function commandFor(command: string | undefined, input: CampusInput): (campuses: CampusesRepository) => Promise<string> {
  switch (command) {
    case 'list':
      return async (campuses) => (await campuses.list()).map(line).join('\n') || 'No campuses.';
    case 'add': {
      const campus = parseNewCampus(input);
      return async (campuses) => {
        if (!(await campuses.add(campus))) throw new CampusInputError(`A campus with id ${campus._id} exists already; change it with update`);
        return `added\t${line(campus)}`;
      };
    }
    case 'update': {
      const { id, changes } = parseCampusChange(input);
      return async (campuses) => {
        const changed = await campuses.update(id, changes);
        if (!changed) throw new CampusInputError(`No campus with id ${id}; see list`);
        return `updated\t${line(changed)}`;
      };
    }
    case 'remove': {
      const id = campusId(input.id);
      return async (campuses) => {
        if (!(await campuses.remove(id))) throw new CampusInputError(`No campus with id ${id}; see list`);
        return `removed\t${id}`;
      };
    }
    default:
      throw new CampusInputError(USAGE);
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  // Input and usage errors are the operator's to fix; anything else (MongoDB down) says what failed.
  console.error(err instanceof CampusInputError || err instanceof TypeError ? err.message : `campuses: ${err.message}`);
  process.exit(1);
});
