import express, { Router } from 'express';
import type pg from 'pg';
import {
  assertPoolServes,
  authenticate,
  createTokens,
  logger,
  rejectMalformedInput,
  sessionsOf,
  type Clock,
} from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import type { RunningConsumer } from '@chikoro/eventstore/consumer';
import { OneTimeCodes } from './auth/codes';
import { RefreshTokens } from './auth/refreshTokens';
import { recoveryRoutes } from './auth/recovery';
import { ResetTokens, migrateResetTokens } from './auth/resetTokens';
import { authRoutes } from './auth/routes';
import { ensureSuperadmin } from './auth/superadmin';
import { Users } from './auth/users';
import { IdempotentAnswers } from './commands/idempotency';
import { CommandRegistry } from './commands/registry';
import { commandRoutes } from './commands/route';
import { fileRoutes } from './files/routes';
import { FileStore } from './files/store';
import { migrateCommandSide } from './migrate';
import { migrateModules } from './migrateModules';
import { Mailer } from './notify/mailer';
import { messageRoutes } from './notify/routes';
import { TwilioSms, type TwilioSettings } from './notify/twilio';
import { ownFileIds } from './profile/me';
import { profileRoutes } from './profile/routes';
import type { CommandDeps, CommandModule } from './module';
import { commandModules, reactorCount } from './modules';

export type { CommandDeps, CommandModule } from './module';
import {
  commandGuardRoutes,
  publicCommandLimits,
  type PublicLimitSettings,
} from './http/publicLimits';

export interface CommandServiceOptions {
  store: EventStore;
  pool: pg.Pool;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** How long an open session is trusted before its table is asked again (SESSION_CHECK_SECONDS). */
  sessionCheckMs?: number;
  refreshTokenTtlDays: number;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Twilio's account, when SMS_PROVIDER=twilio; without it SMS stay in the outbox. */
  twilio?: TwilioSettings;
  smsPerSecond?: number;
  superadminEmail?: string;
  superadminPassword?: string;
  /** Rate limits of the public commands (defaults: http/publicLimits.ts). */
  publicLimits?: PublicLimitSettings;
  /** The business modules whose commands this service takes (default: every module). */
  modules?: readonly CommandModule[];
  /** The time every command and reactor is stamped with. */
  clock: Clock;
}

export interface CommandService {
  router: Router;
  mailer: Mailer;
  users: Users;
  /** The commands this service takes (their types and who may send them). */
  registry: CommandRegistry;
  superadmin: { email: string; password: string | undefined };
  stop(): Promise<void>;
}

/** The write side: auth, commands, uploads, and the reactors that act on what was decided. */
export async function createCommandService(
  options: CommandServiceOptions,
): Promise<CommandService> {
  const modules = options.modules ?? commandModules;
  assertPoolServes(options.pool, reactorCount(modules), 'reactors');
  await migrateCommandSide(options.pool);
  await migrateResetTokens(options.pool);
  await migrateModules(options.pool, modules);
  const tokens = createTokens(options.jwtSecret, options.accessTokenTtlSeconds);
  const sessions = sessionsOf(options.pool, options.sessionCheckMs);
  const users = new Users(options.pool);
  const files = new FileStore(options.pool);
  const mailer = new Mailer(options.pool, options.smtpUrl, options.mailFrom, {
    sms: options.twilio && new TwilioSms(options.twilio),
    publicUrl: options.publicUrl,
    smsPerSecond: options.smsPerSecond,
  });
  const registry = new CommandRegistry();
  const deps: CommandDeps = {
    store: options.store,
    pool: options.pool,
    users,
    files,
    mailer,
    secret: options.jwtSecret,
    publicUrl: options.publicUrl,
    clock: options.clock,
    onError: (reactor) => (error) => logger.error({ err: error, reactor }, 'reactor failed'),
  };
  for (const module of modules) module.register(registry, deps);

  const superadmin = await ensureSuperadmin(users, {
    email: options.superadminEmail,
    password: options.superadminPassword,
    dataDir: options.dataDir,
    store: options.store,
    clock: options.clock,
  });
  const reactors: RunningConsumer[] = await Promise.all(
    modules.flatMap((m) => m.reactors ?? []).map((start) => start(deps)),
  );
  const delivery = setInterval(
    () =>
      void mailer
        .deliverPending()
        .catch((e: unknown) => logger.error({ err: e }, 'mail delivery failed')),
    2000,
  );

  const router = Router();
  router.use(express.json({ limit: '100kb' }), rejectMalformedInput);
  router.use(authenticate(tokens, sessions));
  router.use(
    messageRoutes({
      pool: options.pool,
      mailer,
      publicUrl: options.publicUrl,
      twilioAuthToken: options.twilio?.authToken,
    }),
  );
  router.use(
    authRoutes({
      users,
      tokens,
      sessions,
      refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays),
      codes: new OneTimeCodes(options.pool, options.jwtSecret),
      trustedProxyHops: options.publicLimits?.TRUSTED_PROXY_HOPS,
    }),
  );
  router.use(
    recoveryRoutes({
      users,
      tokens,
      sessions,
      mailer,
      publicUrl: options.publicUrl,
      codes: new OneTimeCodes(options.pool, options.jwtSecret),
      resetTokens: new ResetTokens(options.pool),
      refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays),
      trustedProxyHops: options.publicLimits?.TRUSTED_PROXY_HOPS,
    }),
  );
  router.use(
    commandGuardRoutes(
      publicCommandLimits(options.publicLimits),
      ...modules.map((m) => m.guards?.(deps) ?? {}),
    ),
  );
  router.use(
    commandRoutes(
      options.store,
      registry,
      new IdempotentAnswers(options.pool, options.store),
      options.clock,
    ),
  );
  for (const module of modules) if (module.routes) router.use(module.routes(registry, deps));
  router.use(fileRoutes(files, (principal) => ownFileIds(options.store, principal)));
  router.use(
    profileRoutes({
      users,
      sessions,
      store: options.store,
      pool: options.pool,
      files,
      refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays),
      clock: options.clock,
    }),
  );

  return {
    router,
    mailer,
    users,
    registry,
    superadmin,
    async stop() {
      clearInterval(delivery);
      await Promise.all(reactors.map((r) => r.stop()));
    },
  };
}
