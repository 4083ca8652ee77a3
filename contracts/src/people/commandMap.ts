import { z } from 'zod';
import { Role } from '../shared/roles';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import { MarkNotificationsSeenInput, UpdateMyProfileInput } from './commands';

const anyRole = Role.options;

/** What anyone signed in changes of their own: their profile, their photo, the notifications seen. */
export const profileCommandSpecs = commandSpecs({
  UpdateMyProfile: { input: UpdateMyProfileInput, answer: commandAnswer({}), access: anyRole },
  /** The photo travels as the file part `photo`; no text field is read (any sent is ignored). */
  ChangeMyPhoto: {
    input: z.object({}),
    answer: commandAnswer({ photo: z.string() }),
    access: anyRole,
    multipart: true,
  },
  MarkNotificationsSeen: {
    input: MarkNotificationsSeenInput,
    answer: commandAnswer({}),
    access: anyRole,
  },
});
