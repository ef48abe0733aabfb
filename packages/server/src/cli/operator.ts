/**
 * The platform operator's command line (saas mode):
 *   npm run operator -- pending
 *   npm run operator -- activate USERNAME
 *   npm run operator -- deactivate USERNAME
 *   npm run operator -- grant-package COMPANY_ID_OR_CODE [--plan annual] [--months 12] [--price 0]
 * It uses the same configuration as the server (DATA_DIR or DATABASE_URL). On the embedded database,
 * stop the server first: only one process may open the data folder.
 */
import { parseArgs } from 'node:util';
import { createDeps, createLogger } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { activateAccount, deactivateAccount, grantPackage, listPendingAccounts, OperatorError } from '../services/operator/operator.ts';

const USAGE = `Usage: npm run operator -- <command>
  pending                                   accounts waiting for activation
  activate USERNAME                         activate an account and email its owner
  deactivate USERNAME                       deactivate an account (its tokens stop at once)
  grant-package COMPANY [--plan P] [--months N] [--price X]
                                            record an accepted payment (COMPANY: id or code)`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { plan: { type: 'string', default: 'annual' }, months: { type: 'string' }, price: { type: 'string', default: '0' } },
  });
  const [command, target] = positionals;
  if (!command || (command !== 'pending' && !target)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ LOG_LEVEL: 'warn' });
  const database = await openDatabase(config.database);
  const deps = createDeps(config, database, logger);
  try {
    switch (command) {
      case 'pending':
        console.table(await listPendingAccounts(deps));
        break;
      case 'activate':
        console.log(await activateAccount(deps, target!));
        break;
      case 'deactivate':
        console.log(await deactivateAccount(deps, target!));
        break;
      case 'grant-package': {
        const months = values.months ? Number(values.months) : null;
        if (months !== null && (!Number.isInteger(months) || months < 1)) throw new OperatorError('--months must be a whole number above 0.');
        if (!/^\d+(\.\d{1,2})?$/.test(values.price)) throw new OperatorError('--price must be a number such as 1200 or 99.50.');
        console.log(await grantPackage(deps, target!, { plan: values.plan, months, price: values.price }));
        break;
      }
      default:
        console.error(USAGE);
        return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
