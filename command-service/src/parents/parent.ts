import { v5 as uuidv5 } from 'uuid';
import { normalisePhone, type ParentEvent, type ProfileUpdated } from '@chikoro/contracts';

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

interface KnownParent {
  parentId: string;
  schoolId: string;
  phoneNumber: string;
  /** The name as last told (by the invitation, then by the registration), for the history's words. */
  name?: string;
  /** The children this parent is linked to. */
  studentIds: readonly string[];
}

/**
 * A parent of a school: invited by an admin, registered once with the invitation (Active), made
 * Inactive and Active again by the admin, or removed (access ends, the history stays).
 */
export type ParentState =
  | { status: 'Initial' }
  | ({ status: 'Invited'; invitations: number } & KnownParent)
  | ({ status: 'Active' | 'Inactive' | 'Removed' } & KnownParent);

export const initialParentState: ParentState = { status: 'Initial' };

const nameOf = (first?: string, last?: string) =>
  [first, last].filter(Boolean).join(' ') || undefined;

/** Never throws; ignores what it does not know so old streams always replay. */
export function evolveParent(
  state: ParentState,
  event: ParentEvent | ProfileUpdated | { type: string; data: unknown },
): ParentState {
  const e = event as ParentEvent | ProfileUpdated;
  switch (e.type) {
    case 'ParentInvited': {
      if (state.status !== 'Initial' && state.status !== 'Invited') return state;
      const d = e.data;
      const known = state.status === 'Invited' ? state : undefined;
      return {
        status: 'Invited',
        parentId: d.parentId,
        schoolId: d.schoolId,
        phoneNumber: d.phoneNumber,
        name: nameOf(d.firstName, d.lastName) ?? known?.name,
        studentIds: known?.studentIds ?? [],
        invitations: (known?.invitations ?? 0) + 1,
      };
    }
    case 'ParentRegistered': {
      const d = e.data;
      const studentIds = state.status === 'Initial' ? [] : state.studentIds;
      return {
        status: 'Active',
        parentId: d.parentId,
        schoolId: d.schoolId,
        phoneNumber: d.details.phonenumber,
        name: nameOf(d.details.firstName, d.details.lastName),
        studentIds,
      };
    }
    case 'ParentLinkedToStudent':
      if (state.status === 'Initial' || state.studentIds.includes(e.data.studentId)) return state;
      return { ...state, studentIds: [...state.studentIds, e.data.studentId] };
    case 'ParentUnlinkedFromStudent':
      if (state.status === 'Initial') return state;
      return { ...state, studentIds: state.studentIds.filter((id) => id !== e.data.studentId) };
    case 'ParentStatusChanged':
      if (state.status !== 'Active' && state.status !== 'Inactive') return state;
      return { ...state, status: e.data.status === 'Inactive' ? 'Inactive' : 'Active' };
    case 'ProfileUpdated':
      return state.status === 'Initial'
        ? state
        : { ...state, name: nameOf(e.data.firstName, e.data.lastName) };
    case 'ParentRemoved':
      if (state.status === 'Initial') return state;
      return {
        parentId: state.parentId,
        schoolId: state.schoolId,
        phoneNumber: state.phoneNumber,
        name: state.name,
        studentIds: state.studentIds,
        status: 'Removed',
      };
    default:
      return state;
  }
}
