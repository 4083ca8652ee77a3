import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { isZimbabweMobile, normalisePhone } from '../reference/phones';
import { emailPattern, placeIssues } from '../schools/commands';
import type { StoredFile } from '../schools/commands';
import { teacherMessages as m } from './messages';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const text = (message: string, max = 100) =>
  z.preprocess(
    trim,
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: `Keep this under ${max} characters` }),
  );
const optionalText = (max = 200) =>
  z.preprocess(
    blank,
    z
      .string()
      .max(max, { error: `Keep this under ${max} characters` })
      .optional(),
  );
const mobile = (message: string) =>
  z.preprocess(
    blank,
    z.string().refine(isZimbabweMobile, { error: message }).transform(normalisePhone).optional(),
  );
const date = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.date })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: m.date },
    )
    .optional(),
);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });

export const teacherGenders = ['female', 'male'] as const;
export const employmentTypes = ['FULL_TIME', 'PART_TIME'] as const;
export const teacherStatuses = ['Active', 'Inactive', 'Left'] as const;
export type TeacherStatus = (typeof teacherStatuses)[number];

/**
 * Spec 001 §3 "Teacher (create)": first name, last name and email required (§5), every other
 * field optional; Zimbabwe's province and district follow the enrolment form's rules. The EC
 * number is the civil-service number a government teacher carries.
 */
export const TeacherDetails = z
  .strictObject({
    firstName: text(m.firstName),
    lastName: text(m.lastName),
    email: z.preprocess(
      trim,
      z
        .string({ error: m.email })
        .regex(emailPattern, { error: m.email })
        .max(200)
        .transform((e) => e.toLowerCase()),
    ),
    phone: mobile(m.phone),
    alternatePhoneNumber: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\+?[\d\s-]{7,20}$/, { error: m.alternatePhone })
        .optional(),
    ),
    birthday: date,
    address: optionalText(300),
    nationality: optionalText(60),
    yearsOfExperience: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : (v ?? 0)),
      z
        .number({ error: m.yearsOfExperience })
        .int({ error: m.yearsOfExperience })
        .min(0, { error: m.yearsOfExperience })
        .max(60, { error: m.yearsOfExperience }),
    ),
    hireDate: date,
    gender: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z.enum(teacherGenders, { error: m.gender }).optional(),
    ),
    employmentType: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
      z.enum(employmentTypes, { error: m.employmentType }).optional(),
    ),
    country: z.preprocess(blank, z.string().refine(isCountryName, { error: m.country }).optional()),
    province: optionalText(60),
    district: optionalText(60),
    emergencyContactName: optionalText(),
    emergencyContactRelationship: optionalText(60),
    emergencyContactPhoneNumber: mobile(m.phone),
    ecNumber: optionalText(20),
  })
  .superRefine((value, ctx) => {
    for (const issue of placeIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type TeacherDetails = z.infer<typeof TeacherDetails>;
/** What a form sends: every field as text, any may be missing. */
export type TeacherDetailsInput = { [K in keyof TeacherDetails]?: string | number };

export const AssignTeacherInput = z.strictObject({
  teacherId: id(m.notFound),
  subjectId: id(m.subjectNotFound),
  classId: id(m.classNotFound),
  termId: id(m.termNotFound),
});
export const UnassignTeacherInput = z.strictObject({
  teacherId: id(m.notFound),
  assignmentId: id(m.assignmentNotFound),
});
export const ChangeTeacherStatusInput = z.strictObject({
  teacherId: id(m.notFound),
  status: z.enum(['Active', 'Inactive'], { error: m.status }),
});
/** The teacher leaves the school: their sign-in ends, their history stays. */
export const RemoveTeacherInput = z.strictObject({ teacherId: id(m.notFound) });

/** An assignment's references as the school's records name them when it is made. */
export interface AssignmentNames {
  subjectName: string;
  className: string;
  termName: string;
  academicYearId: string;
  academicYearName: string;
}

export type TeacherCommand =
  | { type: 'RegisterTeacher'; teacherId: string; details: TeacherDetails; photo?: StoredFile }
  | ({ type: 'AssignTeacher'; assignmentId: string; names: AssignmentNames } & z.infer<
      typeof AssignTeacherInput
    >)
  | ({ type: 'UnassignTeacher' } & z.infer<typeof UnassignTeacherInput>)
  | ({ type: 'ChangeTeacherStatus' } & z.infer<typeof ChangeTeacherStatusInput>)
  | ({ type: 'RemoveTeacher' } & z.infer<typeof RemoveTeacherInput>);
