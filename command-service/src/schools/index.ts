import type { CommandModule } from '../module';
import { startAccountsReactor } from '../reactors/accounts';
import { startDecisionsReactor } from '../reactors/decisions';
import { registerSchoolCommands } from './routes';

/** Enrolment, approval, rejection and corrections; the admin's account and the decision mails. */
export const schoolsCommands: CommandModule = {
  register: (registry, { files, users }) =>
    registerSchoolCommands(registry, {
      files,
      identifierTaken: (email, phone) => users.identifierTaken(email, phone),
    }),
  reactors: [
    ({ store, pool, mailer, secret, publicUrl, onError }) =>
      startAccountsReactor({
        store,
        pool,
        mailer,
        secret,
        publicUrl,
        onError: onError('accounts reactor'),
      }),
    ({ store, pool, mailer, publicUrl, onError }) =>
      startDecisionsReactor({
        store,
        pool,
        mailer,
        publicUrl,
        onError: onError('decision mails reactor'),
      }),
  ],
};
