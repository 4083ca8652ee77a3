import { createEventStore } from '@chikoro/eventstore';
import { clockOf, databasePool, loadConfig, logger, serveApi } from '@chikoro/platform';
import { createCommandService } from './app';
import { twilioSettings } from './notify/twilio';
import { commandModules, reactorCount } from './modules';
import { commandSideReadiness } from './readiness';

/** The command service on its own: docker-compose runs N replicas behind the gateway. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.JWT_SECRET)
    throw new Error(
      'DATABASE_URL and JWT_SECRET are required to run the command service on its own',
    );
  // Each reactor holds one session for its advisory lock, on a standby replica too; requests get the working share.
  const pool = databasePool(config.DATABASE_URL, {
    held: reactorCount(commandModules),
    working: config.DATABASE_POOL_WORKING,
  });
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  // Listening first: until the routes are up, /api/ready and every route answer 503 (starting).
  const api = await serveApi(
    config.PORT,
    config.HOST,
    () => commandSideReadiness({ pool, store }),
    {
      maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
      reservedForWork: config.RESERVED_FOR_SCHOOL_WORK,
    },
  );
  logger.info({ port: api.port }, 'command service listening, starting');
  const service = await createCommandService({
    store,
    pool,
    jwtSecret: config.JWT_SECRET,
    dataDir: config.DATA_DIR,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${api.port}`,
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
    clock: clockOf(config.CLOCK),
  });
  api.serve(service.router);
  logger.info({ port: api.port }, 'command service ready');
}

main().catch((e: unknown) => {
  logger.fatal({ err: e }, `start-up failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
