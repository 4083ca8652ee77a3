import { v5 as uuidv5 } from 'uuid';
import { normalisePhone, type ParentEvent } from '@chikoro/contracts';

export { parentStream } from '@chikoro/contracts';

/** Fixed namespace of parent ids (a random UUID chosen once): `parentIdFor` is a UUID v5 under it. */
const PARENT_NAMESPACE = '5b0c6f8e-2d7a-4f3c-9e1b-8a6d4c2f0e17';

/**
 * One parent per school and phone number: the id is derived from both (UUID v5), so inviting the
 * same phone again addresses the same stream instead of making a second parent.
 */
export function parentIdFor(schoolId: string, phoneNumber: string): string {
  return uuidv5(`${schoolId}:${normalisePhone(phoneNumber)}`, PARENT_NAMESPACE);
}

/** A parent of a school: invited by an admin, then registered once with the invitation. */
export type ParentState =
  | { status: 'Initial' }
  | { status: 'Invited'; parentId: string; schoolId: string; phoneNumber: string; invitations: number }
  | { status: 'Registered'; parentId: string; schoolId: string; phoneNumber: string };

export const initialParentState: ParentState = { status: 'Initial' };

/** Never throws; ignores what it does not know so old streams always replay. */
export function evolveParent(state: ParentState, event: ParentEvent | { type: string; data: unknown }): ParentState {
  const e = event as ParentEvent;
  switch (e.type) {
    case 'ParentInvited':
      if (state.status === 'Registered') return state;
      return {
        status: 'Invited', parentId: e.data.parentId, schoolId: e.data.schoolId, phoneNumber: e.data.phoneNumber,
        invitations: state.status === 'Invited' ? state.invitations + 1 : 1,
      };
    case 'ParentRegistered':
      return { status: 'Registered', parentId: e.data.parentId, schoolId: e.data.schoolId, phoneNumber: e.data.details.phonenumber };
    default:
      return state;
  }
}
