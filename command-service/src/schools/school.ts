import type { FieldChange, SchoolEnrolmentDetails, SchoolEvent } from '@chikoro/contracts';

export { schoolStream } from '@chikoro/contracts';

/** A school's life on the platform: enrolment requested, then approved or rejected once. */
export type SchoolState =
  | { status: 'Initial' }
  | { status: 'Pending'; schoolId: string; details: SchoolEnrolmentDetails }
  | { status: 'Approved'; schoolId: string; details: SchoolEnrolmentDetails; adminUserId: string }
  | { status: 'Rejected'; schoolId: string; details: SchoolEnrolmentDetails; reason: string };

export const initialSchoolState: SchoolState = { status: 'Initial' };

/** The details with each change's after value (null clears an optional field). */
export function withChanges(
  details: SchoolEnrolmentDetails,
  changes: readonly FieldChange[],
): SchoolEnrolmentDetails {
  const next: Record<string, unknown> = { ...details };
  for (const { field, after } of changes) {
    if (after === null) delete next[field];
    else next[field] = after;
  }
  return next as SchoolEnrolmentDetails;
}

/** Never throws; ignores what it does not know so old streams always replay. */
export function evolveSchool(
  state: SchoolState,
  event: SchoolEvent | { type: string; data: unknown },
): SchoolState {
  const e = event as SchoolEvent;
  switch (e.type) {
    case 'SchoolEnrolmentSubmitted':
      return { status: 'Pending', schoolId: e.data.schoolId, details: e.data.details };
    case 'SchoolApproved':
      return state.status === 'Initial'
        ? state
        : {
            status: 'Approved',
            schoolId: state.schoolId,
            details: state.details,
            adminUserId: e.data.admin.userId,
          };
    case 'SchoolRejected':
      return state.status === 'Initial'
        ? state
        : {
            status: 'Rejected',
            schoolId: state.schoolId,
            details: state.details,
            reason: e.data.reason,
          };
    case 'SchoolDetailsCorrected':
      return state.status === 'Pending'
        ? { ...state, details: withChanges(state.details, e.data.changes) }
        : state;
    default:
      return state;
  }
}
