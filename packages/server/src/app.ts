import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@performa/contracts/i18n/translate';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { listenForWrites, SILENT_NOTICES } from './db/write-notices.ts';
import { openApiOptions } from './openapi.ts';
import { REDACTED_PATHS, serializeError, serializeRequest } from './lib/log-safety.ts';
import { createDatabaseCounterStore } from './lib/counter-store-db.ts';
import { createRedisCounterStore } from './lib/counter-store-redis.ts';
import { createLoginThrottle } from './lib/login-throttle.ts';
import { createMailer } from './lib/mailer.ts';
import { registerJobs } from './jobs/index.ts';
import { createJobQueue } from './lib/job-queue.ts';
import { batchedRateLimitCounts } from './lib/rate-limit-store.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { OPERATOR_TOKEN_TTL_SECONDS } from './services/operator/operator-auth.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkError, registerErrorHandler, requestLanguage } from './plugins/errors.ts';
import { indexRoutes, registerFallbacks } from './plugins/fallbacks.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { MAX_UPLOAD_BYTES } from './plugins/uploads.ts';
import { accountRoutes } from './routes/account.ts';
import { billingRoutes } from './routes/billing.ts';
import { billingPublicRoutes } from './routes/billing-public.ts';
import { competencyRoutes } from './routes/competencies.ts';
import { dashboardAdminRoutes } from './routes/dashboards-admin.ts';
import { dashboardUserRoutes } from './routes/dashboards-user.ts';
import { dataExportRoutes } from './routes/data-export.ts';
import { reportRoutes } from './routes/reports.ts';
import { evaluateRoutes } from './routes/evaluate.ts';
import { evaluationSetupRoutes } from './routes/evaluation-setup.ts';
import { evaluationLaunchRoutes } from './routes/evaluations.ts';
import { fileRoutes } from './routes/files.ts';
import { goalDataRoutes } from './routes/goal-data.ts';
import { goalRoutes } from './routes/goals.ts';
import { healthRoutes } from './routes/health.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { operatorScreenRoutes } from './routes/operator.ts';
import { organisationRoutes } from './routes/organisation.ts';
import { peopleRoutes } from './routes/people.ts';
import { resultCalibrationRoutes } from './routes/results-calibration.ts';
import { resultPanelRoutes } from './routes/results-panel.ts';
import { resultPersonRoutes } from './routes/results-person.ts';
import { setupRoutes } from './routes/setup.ts';
import { tokenRoutes } from './routes/token.ts';
import type { RouteModule } from './routes/types.ts';
import { weightRoutes } from './routes/weights.ts';
import { wizardRoutes } from './routes/wizard.ts';
import type { AppDeps } from './services/deps.ts';
import { createReadCache } from './lib/read-cache.ts';

/** Every group of API routes, mounted under /api. */
/** The computed reads a process keeps at most (dashboards, reports, panel pages and cards: ADRs 33, 43). */
const READ_CACHE_ENTRIES = 500;

const ROUTE_MODULES: RouteModule[] = [
  tokenRoutes,
  accountRoutes,
  wizardRoutes,
  notificationRoutes,
  organisationRoutes,
  peopleRoutes,
  fileRoutes,
  setupRoutes,
  competencyRoutes,
  goalRoutes,
  goalDataRoutes,
  weightRoutes,
  evaluateRoutes,
  evaluationLaunchRoutes,
  evaluationSetupRoutes,
  resultCalibrationRoutes,
  resultPanelRoutes,
  resultPersonRoutes,
  dashboardAdminRoutes,
  dashboardUserRoutes,
  dataExportRoutes,
  reportRoutes,
  billingRoutes,
  billingPublicRoutes,
  operatorScreenRoutes,
];

/** The one logger (pino). Errors and requests go through the log-safety serializers; `destination` is for tests. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What the services use besides the caller's context (also built by the operator command line). */
export function createDeps(config: Config, database: Database, logger: Logger): AppDeps {
  // Counters live where every process of the deployment sees them (ADR 12): Redis when configured, else the database.
  const counters = config.REDIS_URL
    ? createRedisCounterStore(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX, logger })
    : createDatabaseCounterStore(database.db);
  const clock = { now: () => new Date() };
  return {
    db: database.db,
    config,
    logger,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    tokens: createTokenSigner(config.tokenSecret, {
      access: config.ACCESS_TOKEN_TTL_SECONDS,
      refresh: config.REFRESH_TOKEN_TTL_SECONDS,
      operator: OPERATOR_TOKEN_TTL_SECONDS,
    }),
    counters,
    clock,
    // The running job may finish within the stop's time, less a margin for closing the rest.
    jobs: createJobQueue(database.jobStore, logger, { stopTimeoutMs: Math.max(1, config.SHUTDOWN_TIMEOUT_SECONDS - 3) * 1000 }),
    // By the app's clock (which a test moves).
    reads: createReadCache({
      ttlMs: config.READ_CACHE_SECONDS * 1000,
      graceMs: config.READ_CACHE_GRACE_MS,
      maxEntries: READ_CACHE_ENTRIES,
      now: () => clock.now().getTime(),
      onRefreshError: (error) => logger.error({ err: error }, 'a kept answer could not be computed anew in the background'),
    }),
    // Until the app listens for the writes of other processes (below): nothing kept anywhere else to tell.
    notices: SILENT_NOTICES,
    throttle: createLoginThrottle(
      counters,
      {
        perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowMinutes: config.LOGIN_WINDOW_MINUTES,
      },
      { keySecret: config.tokenSecret },
    ),
  };
}

/** Assembles the whole application: API under /api, its OpenAPI document at /api/docs, and the built web app. */
export async function buildApp(config: Config, database: Database, logger: Logger = createLogger(config)) {
  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: frameworkError,
    // A stopping process answers what reaches it on a connection already open (with Connection: close,
    // so the client's next request goes to another process) instead of a 503 (ADR 36).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  const deps = createDeps(config, database, logger);
  // The job queue's schema is installed at every start; the workers and schedules run only with JOBS=on (ADR 21).
  registerJobs(deps);
  await deps.jobs.start({ work: config.JOBS === 'on' });
  app.addHook('onClose', () => deps.jobs.stop());
  // The writes of the other processes and hosts drop what this one keeps (ADR 43). Nothing kept, nothing to hear.
  deps.notices =
    database.url && config.READ_CACHE_SECONDS > 0
      ? await listenForWrites({
          url: config.DATABASE_LISTEN_URL ?? database.url,
          db: database.db,
          log: logger,
          onWrite: (companyId, persons, writer) => deps.reads.bump(companyId, persons, writer),
          onGap: () => deps.reads.bumpAll(),
        })
      : SILENT_NOTICES;
  app.addHook('onClose', () => deps.notices.close());

  const routes = indexRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);

  await registerCompression(app);

  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // Counted in this process and sent to the shared counter store in batches, so that the limit holds across
      // processes for one statement per address and interval (ADR 39). While the store fails, each process limits on its own count.
      const rateLimits = config.RATE_LIMIT_PER_MINUTE > 0 ? batchedRateLimitCounts(deps.counters, { flushEveryMs: config.RATE_LIMIT_FLUSH_MS, logger }) : null;
      // The hits not sent yet go before the store closes.
      api.addHook('onClose', async () => {
        await rateLimits?.close();
        await deps.counters.close();
      });
      if (rateLimits) {
        await api.register(rateLimit, {
          max: config.RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          store: rateLimits.store,
          errorResponseBuilder: (request, context) => ({
            statusCode: 429,
            detail: translate(requestLanguage(request), 'errors.tooManyRequests'),
            code: 'throttled',
            retryAfter: context.after,
          }),
        });
      }
      await api.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
      registerAuth(api, deps);
      // A change (any request but a read) of a company makes its kept answers stale, here and in the other processes, before
      // its answer goes out (ADRs 33, 43); a write declared to change some people's results only spares the others' cards (ADR 46).
      // A write whose own statement carried the notice (ADR 47) is not announced again.
      api.addHook('onSend', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD' || !request.ctx) return;
        const { actor, writeReach, writeAnnounced } = request.ctx;
        deps.reads.bump(actor.companyId, writeReach, actor.accountId);
        if (!writeAnnounced) await deps.notices.announce(actor.companyId, writeReach, actor.accountId);
      });
      registerTextGuard(api);
      healthRoutes(api, () => database.ping());
      const zodApi = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of ROUTE_MODULES) routes(zodApi, deps);
    },
    { prefix: '/api' },
  );

  registerFallbacks(app, config.webDistDir, routes);
  return { app: app as unknown as FastifyInstance, deps };
}
