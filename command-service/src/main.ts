import pg from 'pg';
import { createEventStore } from '@chikoro/eventstore';
import { databaseReady, loadConfig, logger, serveApi, surviveLostSessions } from '@chikoro/platform';
import { createCommandService } from './app';
import { twilioSettings } from './notify/twilio';

/** The command service on its own: docker-compose runs N replicas behind the gateway. */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are required to run the command service on its own');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  surviveLostSessions(pool);
  const store = await createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, pool });
  const service = await createCommandService({
    store, pool, jwtSecret: config.JWT_SECRET, dataDir: config.DATA_DIR,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, twilio: twilioSettings(config), smsPerSecond: config.SMS_PER_SECOND,
    superadminEmail: config.SUPERADMIN_EMAIL, superadminPassword: config.SUPERADMIN_PASSWORD,
    publicLimits: config,
  });
  await serveApi(service.router, config.PORT, config.HOST, () => databaseReady(pool));
  logger.info({ port: config.PORT }, 'command service listening');
}

main().catch((e: unknown) => {
  logger.fatal({ err: e }, 'start-up failed');
  process.exit(1);
});
