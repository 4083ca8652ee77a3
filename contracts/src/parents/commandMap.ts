import { answerWithId, commandSpecs } from '../shared/commandSpec';
import {
  ChangeParentStatusInput,
  InviteParentInput,
  LinkParentToStudentInput,
  RegisterParentInput,
  RemoveParentInput,
  UnlinkParentFromStudentInput,
} from './commands';

const admin = ['ADMIN'] as const;
const answer = answerWithId('parentId');

/** Parents: invited by the school's admin, registering themselves from the invitation. */
export const parentCommandSpecs = commandSpecs({
  InviteParent: { input: InviteParentInput, answer, access: admin },
  RegisterParent: { input: RegisterParentInput, answer, access: 'public' },
  LinkParentToStudent: { input: LinkParentToStudentInput, answer, access: admin },
  UnlinkParentFromStudent: { input: UnlinkParentFromStudentInput, answer, access: admin },
  ChangeParentStatus: { input: ChangeParentStatusInput, answer, access: admin },
  RemoveParent: { input: RemoveParentInput, answer, access: admin },
});
