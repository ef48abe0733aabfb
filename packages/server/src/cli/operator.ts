/**
 * The platform operator's command line (saas mode; docs/product.md §1.5, §7.12; ADR 5, ADR 34):
 *   npm run operator -- pending
 *   npm run operator -- activate USERNAME
 *   npm run operator -- deactivate USERNAME
 *   npm run operator -- grant-package COMPANY_ID_OR_CODE [--plan annual] [--months 12] [--price 0] [--currency AZN]
 *   npm run operator -- plans
 *   npm run operator -- plan-add CODE --months N --price X --currency AZN --name-en … --name-az … --name-ru … [--offered yes|no] [--order N]
 *   npm run operator -- plan-update CODE [the options of plan-add] [--code NEW_CODE]
 *   npm run operator -- payments [--status waiting] [--search TEXT]
 *   npm run operator -- accept PAYMENT_ID
 *   npm run operator -- reject PAYMENT_ID --reason TEXT
 *   npm run operator -- operator-password USERNAME      (the password from OPERATOR_PASSWORD, else asked without echo)
 *   npm run operator -- settings
 *   npm run operator -- settings-set [--seller …] [--seller-address …] [--tax-id …] [--bank-name …] [--iban …] [--swift …]
 *                                    [--help-url …] [--terms-url …] [--privacy-url …] [--support-email …]
 * Every input is checked with the zod schemas of the operator screen's routes, and every command calls the
 * services the routes call: one rule, one place. It uses the same configuration as the server (DATA_DIR or
 * DATABASE_URL). On the embedded database, stop the server first: only one process may open the data folder.
 */
import {
  operatorCredentialsSchema,
  PAYMENT_STATUSES,
  planBodySchema,
  platformSettingsBodySchema,
  rejectBodySchema,
  type OperatorPayment,
  type OperatorPlan,
  type PaymentStatus,
  type PlatformSettings,
} from '@performa/contracts/api/payment';
import { isMessageKey, translate } from '@performa/contracts/i18n/translate';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { createDeps, createLogger } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { registerJobs } from '../jobs/index.ts';
import { AppError, FieldError } from '../lib/errors.ts';
import type { AppDeps } from '../services/deps.ts';
import { setOperatorPassword } from '../services/operator/operator-auth.ts';
import { activateAccount, deactivateAccount, grantPackage, listPendingAccounts, OperatorError } from '../services/operator/operator.ts';
import { acceptAndShow, listOperatorPayments, rejectAndShow } from '../services/operator/payments.ts';
import { createPlan, findPlanByCode, listPlans, updatePlan } from '../services/operator/plans.ts';
import { getPlatformSettings, updatePlatformSettings } from '../services/payments/platform-settings.ts';

export const USAGE = `Usage: npm run operator -- <command>
  pending                                   accounts waiting for activation
  activate USERNAME                         activate an account and email its owner
  deactivate USERNAME                       deactivate an account (its tokens stop at once)
  grant-package COMPANY [--plan P] [--months N] [--price X] [--currency C]
                                            record an accepted payment starting today (COMPANY: id or code;
                                            without --months the package has no end)
  plans                                     every plan, offered or not
  plan-add CODE --months N --price X --currency AZN --name-en T --name-az T --name-ru T [--offered yes|no] [--order N]
                                            add a plan
  plan-update CODE [plan-add's options] [--code NEW_CODE]
                                            change a plan (payments already made keep their price and months)
  payments [--status waiting|accepted|rejected|cancelled] [--search TEXT]
                                            every company's payments, waiting ones first
  accept PAYMENT_ID                         accept a waiting payment: dates, invoice, email to the super admin
  reject PAYMENT_ID --reason TEXT           reject a waiting payment, with the reason the super admin is sent
  operator-password USERNAME                create an operator account for the operator screen, or set its
                                            password (from OPERATOR_PASSWORD, else asked); old tokens stop
  settings                                  the platform settings: bank details and the app's links
  settings-set [--seller T] [--seller-address T] [--tax-id T] [--bank-name T] [--iban T] [--swift T]
               [--help-url URL] [--terms-url URL] [--privacy-url URL] [--support-email EMAIL]
                                            change the settings named (the others are kept)`;

/** What a command writes and reads besides the database (the terminal; a test's own in tests). */
export interface OperatorIo {
  log: (value: unknown) => void;
  table: (rows: object[]) => void;
  error: (text: string) => void;
  /** The new password of `operator-password`. */
  password: () => Promise<string>;
}

const OPTIONS = {
  plan: { type: 'string' },
  months: { type: 'string' },
  price: { type: 'string' },
  currency: { type: 'string' },
  code: { type: 'string' },
  'name-en': { type: 'string' },
  'name-az': { type: 'string' },
  'name-ru': { type: 'string' },
  offered: { type: 'string' },
  order: { type: 'string' },
  status: { type: 'string' },
  search: { type: 'string' },
  reason: { type: 'string' },
  seller: { type: 'string' },
  'seller-address': { type: 'string' },
  'tax-id': { type: 'string' },
  'bank-name': { type: 'string' },
  iban: { type: 'string' },
  swift: { type: 'string' },
  'help-url': { type: 'string' },
  'terms-url': { type: 'string' },
  'privacy-url': { type: 'string' },
  'support-email': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string>>;

/** The input checked by a route's schema; its refusals in English, one line a field. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const text = isMessageKey(issue.message) ? translate('en', issue.message, { max: String((issue as { maximum?: unknown }).maximum ?? '') }) : issue.message;
    return `${issue.path.join('.') || 'value'}: ${text}`;
  });
  throw new OperatorError(lines.join('\n'));
}

/** A number option as a number ("12" → 12); anything else is left for the schema to refuse. */
const numberOf = (value: string | undefined) => (value !== undefined && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);

function yesNo(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (/^(yes|true)$/i.test(value)) return true;
  if (/^(no|false)$/i.test(value)) return false;
  return value;
}

const idOf = (value: string) => {
  if (!/^\d{1,9}$/.test(value)) throw new OperatorError(`"${value}" is no payment id.`);
  return Number(value);
};

/** The plan body of plan-add (from nothing) or plan-update (from the plan as it is). */
function planInput(values: Values, base: OperatorPlan | null, code: string) {
  const given = <T>(value: T | undefined, current: T | undefined) => (value === undefined ? current : value);
  return checked(planBodySchema, {
    code: values.code ?? code,
    names: { en: given(values['name-en'], base?.names.en), az: given(values['name-az'], base?.names.az), ru: given(values['name-ru'], base?.names.ru) },
    months: given(numberOf(values.months), base?.months),
    price: given(numberOf(values.price), base?.price),
    currency: given(values.currency, base?.currency),
    is_offered: given(yesNo(values.offered), base?.is_offered),
    sort_order: given(numberOf(values.order), base?.sort_order),
  });
}

const SETTING_OPTIONS: Record<keyof PlatformSettings, keyof typeof OPTIONS> = {
  seller: 'seller',
  seller_address: 'seller-address',
  tax_id: 'tax-id',
  bank_name: 'bank-name',
  iban: 'iban',
  swift: 'swift',
  help_url: 'help-url',
  terms_url: 'terms-url',
  privacy_url: 'privacy-url',
  support_email: 'support-email',
};

const planLine = (p: OperatorPlan) => ({
  id: p.id,
  code: p.code,
  name: p.names.en,
  months: p.months,
  price: p.price,
  currency: p.currency,
  offered: p.is_offered ? 'yes' : 'no',
  order: p.sort_order,
});

const paymentLine = (p: OperatorPayment) => ({
  id: p.id,
  status: p.status,
  company: `${p.company.name} (${p.company.code})`,
  plan: p.plan,
  amount: `${p.price} ${p.currency}`,
  reference: p.reference ?? '',
  start: p.start_date ?? '',
  end: p.end_date ?? '',
  invoice: p.invoice ?? '',
  requested: p.created_at.slice(0, 10),
});

/** Runs one command; the exit code (0 done, 1 refused, 2 usage). */
export async function runOperatorCommand(deps: AppDeps, args: string[], io: OperatorIo): Promise<number> {
  let parsed: { positionals: string[]; values: Values };
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, target] = positionals;
  const withoutTarget = ['pending', 'plans', 'payments', 'settings', 'settings-set'];
  if (!command || (!withoutTarget.includes(command) && !target)) {
    io.error(USAGE);
    return 2;
  }
  try {
    switch (command) {
      case 'pending':
        io.table(await listPendingAccounts(deps));
        break;
      case 'activate':
        io.log(await activateAccount(deps, target!));
        break;
      case 'deactivate':
        io.log(await deactivateAccount(deps, target!));
        break;
      case 'grant-package': {
        const months = values.months ? Number(values.months) : null;
        if (months !== null && (!Number.isInteger(months) || months < 1 || months > 60))
          throw new OperatorError('--months must be a whole number from 1 to 60.');
        const price = values.price ?? '0';
        if (!/^\d{1,10}(\.\d{1,2})?$/.test(price)) throw new OperatorError('--price must be a number such as 1200 or 99.50.');
        const currency = values.currency?.trim().toUpperCase();
        if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) throw new OperatorError('--currency must be a code of three letters such as AZN.');
        io.log(await grantPackage(deps, target!, { plan: values.plan ?? 'annual', months, price, currency }));
        break;
      }
      case 'plans':
        io.table((await listPlans(deps)).map(planLine));
        break;
      case 'plan-add':
        io.log(planLine(await createPlan(deps, planInput(values, null, target!))));
        break;
      case 'plan-update': {
        const plan = await findPlanByCode(deps, target!);
        if (!plan) throw new OperatorError(`No plan with code "${target}".`);
        io.log(planLine(await updatePlan(deps, plan.id, planInput(values, plan, plan.code))));
        break;
      }
      case 'payments': {
        const status = values.status;
        if (status !== undefined && !PAYMENT_STATUSES.includes(status as PaymentStatus))
          throw new OperatorError(`--status must be one of ${PAYMENT_STATUSES.join(', ')}.`);
        io.table((await listOperatorPayments(deps, { status: status as PaymentStatus | undefined, search: values.search }, 'en')).map(paymentLine));
        break;
      }
      case 'accept':
        io.log(paymentLine(await acceptAndShow(deps, idOf(target!), 'en')));
        break;
      case 'reject': {
        const { reason } = checked(rejectBodySchema, { reason: values.reason });
        io.log(paymentLine(await rejectAndShow(deps, idOf(target!), reason, 'en')));
        break;
      }
      case 'operator-password': {
        const { username, password } = checked(operatorCredentialsSchema, { username: target, password: await io.password() });
        io.log(await setOperatorPassword(deps, username, password));
        break;
      }
      case 'settings':
        io.log(await getPlatformSettings(deps));
        break;
      case 'settings-set': {
        const current = await getPlatformSettings(deps);
        const changed = Object.fromEntries(
          Object.entries(SETTING_OPTIONS).map(([field, option]) => [field, values[option] ?? current[field as keyof PlatformSettings]]),
        );
        io.log(await updatePlatformSettings(deps, checked(platformSettingsBodySchema, changed)));
        break;
      }
      default:
        io.error(USAGE);
        return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      io.error(error.message);
      return 1;
    }
    // A refusal of a service the operator screen shares (unknown payment, not waiting, a plan code taken): in English.
    if (error instanceof AppError) {
      io.error(translate('en', error.messageKey, error.params));
      return 1;
    }
    if (error instanceof FieldError) {
      io.error(
        Object.entries(error.fields)
          .map(([field, keys]) => `${field}: ${keys.map((k) => translate('en', k, error.params)).join(' ')}`)
          .join('\n'),
      );
      return 1;
    }
    throw error;
  }
}

/** The new password: OPERATOR_PASSWORD, else one line of the standard input, not echoed on a terminal. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const input = process.stdin;
  if (input.isTTY) process.stderr.write('Password (at least 8 characters): ');
  return new Promise((resolve, reject) => {
    let text = '';
    // Stops reading (a cancel too: stdin left flowing would keep the command from ending).
    const stop = () => {
      if (input.isTTY) {
        input.setRawMode(false);
        process.stderr.write('\n');
      }
      input.pause();
      input.off('data', onData);
      input.off('end', onEnd);
    };
    const done = (value: string) => {
      stop();
      resolve(value);
    };
    const onEnd = () => done(text);
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\u0003') {
          stop();
          reject(new OperatorError('Cancelled.'));
          return;
        }
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done(text);
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else text += ch;
      }
    };
    if (input.isTTY) input.setRawMode(true);
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
  });
}

async function main() {
  if (process.argv.length <= 2) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ LOG_LEVEL: 'warn' });
  const database = await openDatabase(config.database);
  const deps = createDeps(config, database, logger);
  // Emails (a decision's) go on the server's queue, sent by its workers: this process only adds jobs (ADR 21).
  registerJobs(deps);
  await deps.jobs.start({ work: false });
  try {
    return await runOperatorCommand(deps, process.argv.slice(2), {
      log: (value) => console.log(value),
      table: (rows) => console.table(rows),
      error: (text) => console.error(text),
      password: readPassword,
    });
  } finally {
    await deps.jobs.stop();
    await database.close();
  }
}

// Run as the command line, not when a test imports the commands.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
