import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { withCliDatabase } from '../../db/cli-database.ts';
import { fetchHotelContent } from '../../gateways/hotels/hotelbeds-content.ts';
import { startHotelsSandbox } from '../../gateways/hotels/hotels-sandbox.ts';
import { replaceHotelContent } from '../../gateways/hotels/hotel-content-store.ts';

/**
 * `npm run hotels:import`: copies the hotel supplier's content (Hotelbeds' Content API) into `hotel_content`, which a
 * portal started with HOTELS_PROVIDER_URL serves its staycation searches, lists and details from. `--sandbox`
 * imports from the built-in sandbox over the same protocol (to try the import without a key).
 */
const usage =
  'usage: npm run hotels:import -- [--countries IN,AE] [--sandbox]\n' +
  '  reads HOTELS_PROVIDER_URL, HOTELS_PROVIDER_KEY and HOTELS_PROVIDER_SECRET (or --sandbox: the built-in sandbox)';

async function main() {
  const { values } = parseArgs({
    options: { countries: { type: 'string', default: 'IN,AE' }, sandbox: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.info(usage);
    return 0;
  }
  const countryCodes = values.countries.split(',').map((code) => code.trim().toUpperCase());
  if (countryCodes.some((code) => !/^[A-Z]{2}$/.test(code))) {
    console.error(`--countries takes ISO country codes separated by commas (IN,AE), not "${values.countries}".\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (!values.sandbox && (!config.HOTELS_PROVIDER_URL || !config.HOTELS_PROVIDER_KEY || !config.HOTELS_PROVIDER_SECRET)) {
    console.error(`Set HOTELS_PROVIDER_URL, HOTELS_PROVIDER_KEY and HOTELS_PROVIDER_SECRET (the supplier's), or pass --sandbox.\n${usage}`);
    return 2;
  }
  const whileServerRuns = 'stop the server first: the import writes to the embedded database';
  return withCliDatabase(config, whileServerRuns, async (database) => {
    await database.oneAtATime(() => database.migrate());
    const sandbox = values.sandbox
      ? await startHotelsSandbox(database.db, { apiKey: 'sandbox-hotels-key', secret: 'sandbox-hotels-secret' })
      : undefined;
    try {
      const source = sandbox ?? {
        url: config.HOTELS_PROVIDER_URL!,
        apiKey: config.HOTELS_PROVIDER_KEY!,
        secret: config.HOTELS_PROVIDER_SECRET!,
      };
      const content = await fetchHotelContent({ ...source, countryCodes });
      await replaceHotelContent(database.db, content, new Date());
      const rooms = content.hotels.reduce((sum, hotel) => sum + hotel.rooms.length, 0);
      console.info(
        `Imported ${content.hotels.length} hotels (${rooms} rooms) in ${content.destinations.length} destinations of ${countryCodes.join(', ')} ` +
          `from ${sandbox ? 'the built-in sandbox' : source.url} in ${content.pages} pages. A portal started with HOTELS_PROVIDER_URL serves them from its next start.`,
      );
      return 0;
    } catch (error) {
      console.error(`The import failed, nothing was changed: ${(error as Error).message}`);
      return 1;
    } finally {
      await sandbox?.close();
    }
  });
}

process.exitCode = await main();
