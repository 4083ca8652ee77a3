import { z } from 'zod';
import { answerWithId, commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  EditAnnouncementInput,
  MarkAnnouncementReadInput,
  PostAnnouncementInput,
  WithdrawAnnouncementInput,
} from './commands';

const admin = ['ADMIN'] as const;
const answer = answerWithId('announcementId');

/** Announcements, posted by the school's admin and read by their audience. */
export const announcementCommandSpecs = commandSpecs({
  PostAnnouncement: {
    input: PostAnnouncementInput,
    answer: commandAnswer({ announcementId: z.string(), shortCode: z.string() }),
    access: admin,
  },
  EditAnnouncement: { input: EditAnnouncementInput, answer, access: admin },
  WithdrawAnnouncement: { input: WithdrawAnnouncementInput, answer, access: admin },
  MarkAnnouncementRead: {
    input: MarkAnnouncementReadInput,
    answer,
    access: ['TEACHER', 'PARENT', 'STUDENT'],
  },
});
