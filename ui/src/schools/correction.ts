import {
  CorrectSchoolDetailsInput,
  fieldErrorsFrom,
  placeIssues,
  type EnrolmentRequest,
  type FieldError,
} from '@chikoro/contracts';
import { enrolmentFields, type EnrolmentField, type EnrolmentValues } from './enrolmentFields';

/** The request's details as the edit form holds them: every field as text. */
export function valuesOf(record: EnrolmentRequest): EnrolmentValues {
  const source = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    enrolmentFields.map((f) => [
      f,
      source[f] === null || source[f] === undefined ? '' : String(source[f]),
    ]),
  ) as EnrolmentValues;
}

/** Only what the superadmin changed: a field whose text differs from the request's (an emptied optional field clears it). */
export function changedValues(
  record: EnrolmentRequest,
  values: EnrolmentValues,
): Partial<Record<EnrolmentField, string>> {
  const before = valuesOf(record);
  const changes: Partial<Record<EnrolmentField, string>> = {};
  for (const field of enrolmentFields) {
    const now = values[field].trim();
    const was = before[field].trim();
    const same =
      field === 'ownershipType' || field === 'paymentMethod'
        ? now.toUpperCase() === was.toUpperCase()
        : now === was;
    if (!same) changes[field] = now;
  }
  return changes;
}

/** The server's checks, run first: each change by the form's rule, then the place rule on the corrected whole. */
export function correctionErrors(
  schoolId: string,
  values: EnrolmentValues,
  changes: Partial<Record<EnrolmentField, string>>,
): FieldError[] {
  const parsed = CorrectSchoolDetailsInput.safeParse({ schoolId, changes });
  const errors = parsed.success
    ? []
    : fieldErrorsFrom(parsed.error.issues).map((e) => ({
        ...e,
        field: e.field.replace(/^changes\./, ''),
      }));
  const place = {
    country: values.country.trim() || undefined,
    province: values.province.trim() || undefined,
    district: values.district.trim() || undefined,
  };
  for (const issue of placeIssues(place))
    if (!errors.some((e) => e.field === issue.field)) errors.push(issue);
  return errors;
}
