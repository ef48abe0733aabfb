import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@performa/contracts/i18n/translate';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createLoginThrottle } from './lib/login-throttle.ts';
import { createMailer } from './lib/mailer.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler, requestLanguage } from './plugins/errors.ts';
import { MAX_UPLOAD_BYTES } from './plugins/uploads.ts';
import { accountRoutes } from './routes/account.ts';
import { competencyRoutes } from './routes/competencies.ts';
import { fileRoutes } from './routes/files.ts';
import { goalDataRoutes } from './routes/goal-data.ts';
import { goalRoutes } from './routes/goals.ts';
import { healthRoutes, VERSION } from './routes/health.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { organisationRoutes } from './routes/organisation.ts';
import { peopleRoutes } from './routes/people.ts';
import { setupRoutes } from './routes/setup.ts';
import { tokenRoutes } from './routes/token.ts';
import type { RouteModule } from './routes/types.ts';
import { weightRoutes } from './routes/weights.ts';
import { wizardRoutes } from './routes/wizard.ts';
import type { AppDeps } from './services/deps.ts';

/** Every group of API routes, mounted under /api. */
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
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

/** What the services use besides the caller's context (also built by the operator command line). */
export function createDeps(config: Config, database: Database, logger: Logger): AppDeps {
  return {
    db: database.db,
    config,
    logger,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    tokens: createTokenSigner(config.tokenSecret, { access: config.ACCESS_TOKEN_TTL_SECONDS, refresh: config.REFRESH_TOKEN_TTL_SECONDS }),
    throttle: createLoginThrottle({
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
    }),
  };
}

/** Assembles the whole application: API under /api, its OpenAPI document at /api/docs, and the built web app. */
export async function buildApp(config: Config, database: Database, logger: Logger = createLogger(config)) {
  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  const deps = createDeps(config, database, logger);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Performa API', version: VERSION, description: 'Performance management: every endpoint, generated from the zod schemas that validate it.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      if (config.RATE_LIMIT_PER_MINUTE > 0) {
        await api.register(rateLimit, {
          max: config.RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
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
      healthRoutes(api, () => database.ping());
      const zodApi = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of ROUTE_MODULES) routes(zodApi, deps);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config.webDistDir);
  return { app: app as unknown as FastifyInstance, deps };
}

/** Serves the built web app; any other non-API path falls back to its index.html. */
function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: translate(lang, 'errors.notFound'), code: 'not_found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
