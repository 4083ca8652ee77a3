import type { CommandModule } from '../module';
import { startEnrolmentInvitationsReactor } from '../reactors/enrolmentInvitations';
import { enquiryGuards, registerEnquiryCommands } from './routes';

/** Enquiries from schools, their status, and invitations to enrol. */
export const enquiriesCommands: CommandModule = {
  register: (registry) => registerEnquiryCommands(registry),
  guards: ({ store }) => enquiryGuards(store),
  reactors: [
    ({ store, pool, mailer, publicUrl, onError }) =>
      startEnrolmentInvitationsReactor({
        store,
        pool,
        mailer,
        publicUrl,
        onError: onError('enrolment invitations reactor'),
      }),
  ],
};
