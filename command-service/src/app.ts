import express, { Router } from 'express';
import type pg from 'pg';
import { authenticate, createTokens, sessionsOf } from '@chikoro/platform';
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
import { Mailer } from './notify/mailer';
import { startAccountsReactor } from './reactors/accounts';
import { startDecisionsReactor } from './reactors/decisions';
import { startEnrolmentInvitationsReactor } from './reactors/enrolmentInvitations';
import { startProfilesReactor } from './reactors/profiles';
import { profileRoutes, registerProfileCommands } from './profile/routes';
import { registerDirectoryCommands } from './directory/routes';
import { registerSchoolCommands } from './schools/routes';
import { startParentInvitationsReactor } from './parents/invitations';
import { migrateParentInvites } from './parents/invites';
import { registerParentCommands } from './parents/routes';
import { enquiryGuards, registerEnquiryCommands } from './enquiries/routes';
import { commandGuardRoutes, publicCommandLimits, type PublicLimitSettings } from './http/publicLimits';

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
  /** Rate limits of the public commands (defaults: http/publicLimits.ts). */
  publicLimits?: PublicLimitSettings;
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
export async function createCommandService(options: CommandServiceOptions): Promise<CommandService> {
  await migrateCommandSide(options.pool);
  await migrateResetTokens(options.pool);
  await migrateParentInvites(options.pool);
  const tokens = createTokens(options.jwtSecret, options.accessTokenTtlSeconds);
  const sessions = sessionsOf(options.pool);
  const users = new Users(options.pool);
  const files = new FileStore(options.pool);
  const mailer = new Mailer(options.pool, options.smtpUrl, options.mailFrom);
  const registry = new CommandRegistry();
  registerSchoolCommands(registry, { files, identifierTaken: (email, phone) => users.identifierTaken(email, phone) });
  registerDirectoryCommands(registry);
  registerEnquiryCommands(registry);
  registerProfileCommands(registry, { users, store: options.store });
  registerParentCommands(registry, { pool: options.pool, accountUsing: (email, phone) => users.accountUsing(email, phone) });

  const superadmin = await ensureSuperadmin(users, { email: options.superadminEmail, password: options.superadminPassword, dataDir: options.dataDir, store: options.store });
  const reactors: RunningConsumer[] = [
    await startAccountsReactor({
      store: options.store, pool: options.pool, mailer, secret: options.jwtSecret, publicUrl: options.publicUrl,
      onError: (e) => console.error('accounts reactor:', e),
    }),
    await startDecisionsReactor({ store: options.store, pool: options.pool, mailer, publicUrl: options.publicUrl, onError: (e) => console.error('decision mails reactor:', e) }),
    await startProfilesReactor({ store: options.store, pool: options.pool, onError: (e) => console.error('profiles reactor:', e) }),
    await startParentInvitationsReactor({ store: options.store, pool: options.pool, mailer, publicUrl: options.publicUrl, onError: (e) => console.error('parent invitations reactor:', e) }),
    await startEnrolmentInvitationsReactor({ store: options.store, pool: options.pool, mailer, publicUrl: options.publicUrl, onError: (e) => console.error('enrolment invitations reactor:', e) }),
  ];
  const delivery = setInterval(() => void mailer.deliverPending().catch((e) => console.error('mail delivery:', e)), 2000);

  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(authenticate(tokens, sessions));
  router.use(authRoutes({
    users, tokens, sessions, refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays), codes: new OneTimeCodes(options.pool, options.jwtSecret),
    trustedProxyHops: options.publicLimits?.TRUSTED_PROXY_HOPS,
  }));
  router.use(recoveryRoutes({
    users, tokens, sessions, mailer, publicUrl: options.publicUrl, codes: new OneTimeCodes(options.pool, options.jwtSecret), resetTokens: new ResetTokens(options.pool),
    refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays), trustedProxyHops: options.publicLimits?.TRUSTED_PROXY_HOPS,
  }));
  router.use(commandGuardRoutes(publicCommandLimits(options.publicLimits), enquiryGuards(options.store)));
  router.use(commandRoutes(options.store, registry, new IdempotentAnswers(options.pool)));
  router.use(fileRoutes(files));
  router.use(profileRoutes({ users, sessions, store: options.store, pool: options.pool, refreshTokens: new RefreshTokens(options.pool, options.refreshTokenTtlDays) }));

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
