import express, { Router } from 'express';
import type pg from 'pg';
import { authenticate, createTokens } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import type { RunningConsumer } from '@chikoro/eventstore/consumer';
import { OneTimeCodes } from './auth/codes';
import { RefreshTokens } from './auth/refreshTokens';
import { authRoutes } from './auth/routes';
import { ensureSuperadmin } from './auth/superadmin';
import { Users } from './auth/users';
import { IdempotentAnswers } from './commands/idempotency';
import { CommandRegistry } from './commands/registry';
import { commandRoutes } from './commands/route';
import { fileRoutes } from './files/routes';
import { FileStore } from './files/store';
import { migrateCommandSide } from './migrate';
import { Mailer } from './notify/mailer';
import { startAccountsReactor } from './reactors/accounts';
import { registerSchoolCommands } from './schools/routes';

export interface CommandServiceOptions {
  store: EventStore;
  pool: pg.Pool;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  superadminEmail?: string;
  superadminPassword?: string;
}

export interface CommandService {
  router: Router;
  mailer: Mailer;
  users: Users;
  superadmin: { email: string; password: string | undefined };
  stop(): Promise<void>;
}

/** The write side: auth, commands, uploads, and the reactors that act on what was decided. */
export async function createCommandService(options: CommandServiceOptions): Promise<CommandService> {
  await migrateCommandSide(options.pool);
  const tokens = createTokens(options.jwtSecret, options.accessTokenTtlSeconds);
  const users = new Users(options.pool);
  const files = new FileStore(options.pool);
  const mailer = new Mailer(options.pool, options.smtpUrl, options.mailFrom);
  const registry = new CommandRegistry();
  registerSchoolCommands(registry, { files, identifierTaken: (email, phone) => users.identifierTaken(email, phone) });

  const superadmin = await ensureSuperadmin(users, { email: options.superadminEmail, password: options.superadminPassword, dataDir: options.dataDir });
  const reactors: RunningConsumer[] = [
    await startAccountsReactor({
      store: options.store, pool: options.pool, mailer, secret: options.jwtSecret, publicUrl: options.publicUrl,
      onError: (e) => console.error('accounts reactor:', e),
    }),
  ];
  const delivery = setInterval(() => void mailer.deliverPending().catch((e) => console.error('mail delivery:', e)), 2000);

  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(authenticate(tokens));
  router.use(authRoutes({ users, tokens, refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays), codes: new OneTimeCodes(options.pool, options.jwtSecret) }));
  router.use(commandRoutes(options.store, registry, new IdempotentAnswers(options.pool)));
  router.use(fileRoutes(files));

  return {
    router,
    mailer,
    users,
    superadmin,
    async stop() {
      clearInterval(delivery);
      await Promise.all(reactors.map((r) => r.stop()));
    },
  };
}
