import {
  ConflictError,
  NotFoundError,
  SchoolEnrolmentDetails,
  SchoolEnrolmentFields,
  ValidationError,
  approvalMessages,
  correctionMessages,
  fieldErrorsFrom,
  type CommandContext,
  type CorrectSchoolDetails,
  type FieldChange,
  type FieldValue,
  type SchoolEnrolmentDetails as Details,
  type SchoolEvent,
} from '@chikoro/contracts';
import { INVALID_INPUT } from '../commands/parse';
import { withChanges, type SchoolState } from './school';

const valueOf = (v: unknown): FieldValue => (v === undefined ? null : (v as FieldValue));

/** The fields `changes` names whose value differs from the request's, in the form's field order. */
export function changedFields(
  details: Details,
  changes: CorrectSchoolDetails['changes'],
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(SchoolEnrolmentFields.shape) as (keyof Details)[]) {
    if (!Object.hasOwn(changes, field)) continue;
    const before = valueOf(details[field]);
    const after = valueOf(changes[field]);
    if (before !== after) out.push({ field, before, after });
  }
  return out;
}

/**
 * Only while pending; the corrected whole must pass the enrolment form's rules (the place rule
 * across country, province and district included). No real change appends nothing.
 */
export function correct(
  command: CorrectSchoolDetails,
  state: SchoolState,
  context: CommandContext,
): SchoolEvent[] {
  if (state.status === 'Initial') throw new NotFoundError(approvalMessages.notFound);
  if (state.status !== 'Pending')
    throw new ConflictError(correctionMessages.alreadyDecided(state.status));
  const changes = changedFields(state.details, command.changes);
  if (changes.length === 0) return [];
  const checked = SchoolEnrolmentDetails.safeParse(withChanges(state.details, changes));
  if (!checked.success) {
    const errors = fieldErrorsFrom(checked.error.issues).map((e) => ({
      ...e,
      field: `changes.${e.field}`,
    }));
    throw new ValidationError(INVALID_INPUT, errors);
  }
  return [
    {
      type: 'SchoolDetailsCorrected',
      data: { schoolId: state.schoolId, correctedAt: context.now, changes },
    },
  ];
}
