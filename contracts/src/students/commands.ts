import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { isZimbabweMobile, normalisePhone } from '../reference/phones';
import { emailPattern, placeIssues } from '../schools/commands';
import { studentMessages as m } from './messages';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const emptyToUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
const text = (message: string) =>
  z.preprocess(
    trim,
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(100, { error: 'Keep this under 100 characters' }),
  );
const optionalText = (max = 200) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(max, { error: `Keep this under ${max} characters` })
      .optional(),
  );
const optionalEmail = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(emailPattern, { error: message })
      .max(200, { error: message })
      .transform((e) => e.toLowerCase())
      .optional(),
  );
const id = (message: string) => z.string({ error: message }).uuid({ error: message });

export const genders = ['female', 'male'] as const;
/** Statuses an admin sets (spec 001 §4); a withdrawn student leaves through WithdrawStudent. */
export const settableStudentStatuses = ['Active', 'Inactive', 'Graduated'] as const;
export const studentStatuses = [...settableStudentStatuses, 'Withdrawn'] as const;
export type StudentStatus = (typeof studentStatuses)[number];

/** A calendar date, YYYY-MM-DD, a real day, not after today. */
const dob = z.preprocess(
  trim,
  z
    .string({ error: m.dob })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dob })
    .refine(
      (v) => {
        const day = new Date(`${v}T00:00:00Z`);
        return (
          !Number.isNaN(day.getTime()) &&
          day.toISOString().startsWith(v) &&
          v >= '1900-01-01' &&
          day.getTime() <= Date.now()
        );
      },
      { error: m.dob },
    ),
);

/** Spec 001 §2.5's add form: a person's details, as the student's record keeps them. */
const detailsShape = {
  firstName: text(m.firstName),
  lastName: text(m.lastName),
  dob,
  gender: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(genders, { error: m.gender }),
  ),
  /** Any Zimbabwean mobile form, kept canonical (263…): it invites and links the parent. */
  parentPhone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isZimbabweMobile, { error: m.parentPhone })
      .transform(normalisePhone)
      .optional(),
  ),
  email: optionalEmail(m.email),
  parentEmail: optionalEmail(m.parentEmail),
  homeAddress: optionalText(500),
  country: z.preprocess(
    emptyToUndefined,
    z.string().refine(isCountryName, { error: m.country }).optional(),
  ),
  city: optionalText(),
  province: optionalText(),
  district: optionalText(),
};

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** The enrolment form's place rules (province and district for Zimbabwe); runs even when other fields failed. */
function placeRules(
  value: { country?: unknown; province?: unknown; district?: unknown },
  ctx: z.RefinementCtx,
) {
  for (const issue of placeIssues({
    country: textOf(value.country),
    province: textOf(value.province),
    district: textOf(value.district),
  })) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}
const always = { when: () => true };

export const StudentDetails = z.strictObject(detailsShape).superRefine(placeRules, always);
export type StudentDetails = z.infer<typeof StudentDetails>;

/** What the admin sends: the details and the class (the level comes from the class). */
export const EnrolStudentInput = z
  .strictObject({ ...detailsShape, classId: id(m.classId) })
  .superRefine(placeRules, always);
export type EnrolStudentInput = z.infer<typeof EnrolStudentInput>;
/** What a form holds: every field as text, any may be missing. */
export type EnrolStudentForm = { [K in keyof EnrolStudentInput]?: string };

export const ChangeStudentStatusInput = z.strictObject({
  studentId: id(m.notFound),
  status: z.enum(settableStudentStatuses, { error: m.status }),
});
export const MoveStudentToClassInput = z.strictObject({
  studentId: id(m.notFound),
  classId: id(m.classId),
});
export const WithdrawStudentInput = z.strictObject({
  studentId: id(m.notFound),
  reason: optionalText(500),
});
/** The admin or the class teacher prints a one-time code for the student's first password (or a forgotten one). */
export const IssueStudentSignInCodeInput = z.strictObject({ studentId: id(m.notFound) });

/** A class as the write side found it when the command arrived: the level and both names come from it. */
export interface ClassPlacement {
  classId: string;
  className: string;
  levelId: string;
  /** Undefined while the school's set-up does not name the level. */
  levelName?: string;
}

export type EnrolStudent = {
  type: 'EnrolStudent';
  studentId: string;
  schoolId: string;
  registrationNumber: string;
  placement: ClassPlacement;
} & StudentDetails;
export type ChangeStudentStatus = { type: 'ChangeStudentStatus' } & z.infer<
  typeof ChangeStudentStatusInput
>;
export type MoveStudentToClass = {
  type: 'MoveStudentToClass';
  studentId: string;
  placement: ClassPlacement;
};
export type WithdrawStudent = { type: 'WithdrawStudent' } & z.infer<typeof WithdrawStudentInput>;
export type IssueStudentSignInCode = {
  type: 'IssueStudentSignInCode';
  /** The class teacher of the student's class as its stream tells it, set at the edge. */
  classTeacherId: string | null;
} & z.infer<typeof IssueStudentSignInCodeInput>;

export type StudentCommand =
  | EnrolStudent
  | ChangeStudentStatus
  | MoveStudentToClass
  | WithdrawStudent
  | IssueStudentSignInCode;
