import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { Router } from 'express';
import type pg from 'pg';
import {
  createCommandService,
  type CommandModule,
  type CommandService,
} from '@chikoro/command-service/app';
import { commandModules, reactorCount } from '@chikoro/command-service/modules';
import { createEventStore, type EventStore } from '@chikoro/eventstore';
import {
  databasePool,
  healthRoutes,
  listen,
  logger,
  poolUsage,
  withFront,
  type FrontOfApp,
  notFoundHandler,
  problemHandler,
  requestLogger,
  createTokens,
  securityHeaders,
  ReadModelChanges,
  StartUp,
  shedLoad,
  type Shedder,
  clockOf,
  tellSessionsTheDay,
  type Clock,
  type Config,
} from '@chikoro/platform';
import { startEmbeddedPostgres, type EmbeddedServer } from '@chikoro/platform/embeddedPostgres';
import {
  projectionModules,
  projectionsOf,
  readSideReadiness,
  startProjections,
  type ProjectionModule,
  type RunningProjections,
} from '@chikoro/projections';
import { RELAY_NAME, startKafkaRelay, type KafkaRelay } from '@chikoro/projections/kafka/index';
import { createQueryService, type QueryModule } from '@chikoro/query-service/app';
import type { ListFront } from '@chikoro/query-service/listing/front';
import type { Repeats } from '@chikoro/query-service/listing/repeats';
import { twilioSettings } from '@chikoro/command-service/notify/twilio';
import { jwtSecretFor } from './secrets';
import { openApiRoutes } from './openapi/routes';
import { uiRouter } from './ui';

const builtUi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ui/dist');

export interface PlatformOptions extends PlatformModules {
  /** The built UI to serve (ui/dist unless told); none is served when the folder is missing. */
  uiDist?: string;
  /** The clock every service and the demo run on: CLOCK's, or the system's, unless a test gives its own. */
  clock?: Clock;
}

export interface RunningPlatform {
  url: string;
  port: number;
  pool: pg.Pool;
  store: EventStore;
  commands: CommandService;
  /** What answers repeated reads of kept list pages (none when LIST_PAGES_KEPT is off). */
  repeats?: Repeats;
  /** What answers plain reads of list pages before the app. */
  reads: ListFront;
  /** What is in flight now and what was turned away (MAX_REQUESTS_IN_FLIGHT). */
  shedder: Shedder;
  databaseUrl: string;
  /** The one clock of business time (commands' occurredAt, today's date, the demo's dates). */
  clock: Clock;
  /** The router of everything under /api (its routes are those the OpenAPI document lists). */
  api: Router;
  stop(): Promise<void>;
}

/** The business modules a platform runs, per service; each defaults to every module. */
export interface PlatformModules {
  commands?: readonly CommandModule[];
  projections?: readonly ProjectionModule[];
  queries?: readonly QueryModule[];
}

/**
 * Everything on one origin: the embedded PostgreSQL (unless DATABASE_URL names one) holding the
 * event store and the read models, the command and query services, the projections, the built UI.
 */
export async function startPlatform(
  config: Config,
  { uiDist = builtUi, clock = clockOf(config.CLOCK), ...modules }: PlatformOptions = {},
): Promise<RunningPlatform> {
  const projections = projectionsOf(modules.projections ?? projectionModules);
  const dataDir = path.resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let embedded: EmbeddedServer | undefined;
  if (!config.DATABASE_URL)
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT });
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  // Each projection, reactor and the relay keeps one session for its advisory lock; requests and batches get the working share.
  const held =
    projections.length +
    reactorCount(modules.commands ?? commandModules) +
    (config.KAFKA_BROKERS ? 1 : 0);
  const pool = databasePool(databaseUrl, { held, working: config.DATABASE_POOL_WORKING });
  tellSessionsTheDay(pool, clock);
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  const jwtSecret = jwtSecretFor(dataDir, config.JWT_SECRET);
  const tokens = createTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);

  const running: RunningProjections = await startProjections({ store, pool, projections });
  const relay: KafkaRelay | undefined = config.KAFKA_BROKERS
    ? await startKafkaRelay({
        store,
        pool,
        brokers: config.KAFKA_BROKERS.split(','),
        topic: config.KAFKA_TOPIC,
      })
    : undefined;
  // The port is bound first, so links in mails name the real one even when PORT=0 picks it.
  // Ready only once the command and query routes answer; until then they answer 503 (starting), not 404.
  const startUp = new StartUp();
  const api = Router();
  api.use(
    healthRoutes(
      startUp.readiness(() =>
        readSideReadiness({ store, pool, projections, relayName: relay ? RELAY_NAME : undefined }),
      ),
      pool,
    ),
  );
  api.use(openApiRoutes());
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  const logRequests = requestLogger();
  app.use('/api', logRequests);
  // gzip or brotli, as the client asks, for the API's JSON and the UI alike.
  const compress = compression();
  app.use(compress);
  app.use('/api', api);
  app.use('/api', startUp.gate);
  app.use('/api', notFoundHandler);
  if (existsSync(uiDist)) app.use(uiRouter(uiDist));
  app.use(problemHandler);
  // List reads answered before the app (see the query service's Repeats and ListFront), once it is built.
  const ahead: { front?: FrontOfApp } = {};
  // Past MAX_REQUESTS_IN_FLIGHT, readers get a quick 503 with Retry-After before anything else is done for them.
  const shedder = shedLoad(
    withFront(app, (req, res, next) => (ahead.front ? ahead.front(req, res, next) : next())),
    {
      maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
      reservedForWork: config.RESERVED_FOR_SCHOOL_WORK,
    },
  );
  const server: Server = await listen(shedder.listener, config.PORT, config.HOST).catch(
    async (error: unknown) => {
      await running.stop();
      await relay?.stop();
      await store.close();
      await pool.end();
      await embedded?.stop();
      throw error;
    },
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const commands = await createCommandService({
    store,
    pool,
    jwtSecret,
    dataDir,
    publicUrl,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    sessionCheckMs: config.SESSION_CHECK_SECONDS * 1000,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    twilio: twilioSettings(config),
    smsPerSecond: config.SMS_PER_SECOND,
    superadminEmail: config.SUPERADMIN_EMAIL,
    superadminPassword: config.SUPERADMIN_PASSWORD,
    publicLimits: config,
    modules: modules.commands,
    clock,
  });
  api.use(commands.router);
  const changes = config.LIST_PAGES_KEPT ? new ReadModelChanges(pool.options) : undefined;
  const queries = createQueryService({
    pool,
    tokens,
    consistencyTimeoutMs: config.CONSISTENCY_TIMEOUT_MS,
    sessionCheckMs: config.SESSION_CHECK_SECONDS * 1000,
    publicUrl,
    publicLimits: config,
    modules: modules.queries,
    changes,
    clock,
  });
  api.use(queries.router);
  // What the app runs ahead of /api, in its order: a list page answered before the app goes out through them too.
  ahead.front = queries.front([securityHeaders, logRequests, compress] as FrontOfApp[]);
  startUp.done();
  return {
    url: `http://localhost:${port}`,
    port,
    pool,
    store,
    commands,
    repeats: queries.repeats,
    reads: queries.reads,
    shedder,
    databaseUrl,
    clock,
    api,
    async stop() {
      // Connections closed: a streamed answer gives its session back. Whatever still holds one
      // (a consumer waiting on a database that does not answer) is left behind at the deadline.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      const finished = (async () => {
        await closed;
        await commands.stop();
        await changes?.close();
        await running.stop();
        await relay?.stop();
        await store.close();
        await pool.end();
      })();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>(
        (resolve) =>
          (timer = setTimeout(() => resolve('late'), config.SHUTDOWN_DEADLINE_SECONDS * 1000)),
      );
      if ((await Promise.race([finished, deadline])) === 'late') {
        logger.warn(
          {
            deadlineSeconds: config.SHUTDOWN_DEADLINE_SECONDS,
            sessionsInUse: poolUsage(pool).inUse,
          },
          'stopping past the shutdown deadline: closing what is left',
        );
      }
      clearTimeout(timer);
      await embedded?.stop();
    },
  };
}
