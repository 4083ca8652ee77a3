import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { ZIMBABWE, districtBelongsTo, isZimbabweProvince } from '../reference/zimbabwe';
import {
  approvalMessages,
  enrolmentMessages as m,
  numberMessages,
  placeMessages,
} from './messages';

/** No spaces, one @, a dot in the domain part (spec 000 §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_COUNT = 5_250_000;

export const ownershipTypes = ['CHURCH', 'COUNCIL', 'GOVERNMENT', 'PRIVATE'] as const;
export const paymentMethods = ['CASH', 'BANK', 'ECOCASH', 'MUKURU'] as const;

/** Trimmed text; an empty value counts as missing so the spec's message shows. */
const text = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(200, { error: 'Keep this under 200 characters' }),
  );
const email = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).regex(emailPattern, { error: message }).max(200),
  );
const optionalText = (max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  );
/** Multipart sends numbers as text: accept either, whole, 0 or more, below 5,250,000. */
const count = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: numberMessages.notWhole })
    .int({ error: numberMessages.notWhole })
    .min(0, { error: numberMessages.notWhole })
    .lt(MAX_COUNT, { error: numberMessages.tooLarge })
    .optional(),
);
const upper = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(values, { error: message }),
  );

/** The place fields: for Zimbabwe, a real province and a district inside it; elsewhere free text. */
export function placeIssues(place: {
  country?: string;
  province?: string;
  district?: string;
}): { field: 'province' | 'district'; message: string }[] {
  const { country, province, district } = place;
  if (!country) {
    const out: { field: 'province' | 'district'; message: string }[] = [];
    if (province) out.push({ field: 'province', message: placeMessages.countryFirst });
    if (district) out.push({ field: 'district', message: placeMessages.countryFirst });
    return out;
  }
  if (country !== ZIMBABWE) return [];
  if (province && !isZimbabweProvince(province))
    return [{ field: 'province', message: m.province }];
  if (district && !province) return [{ field: 'district', message: placeMessages.provinceFirst }];
  if (
    district &&
    province &&
    isZimbabweProvince(province) &&
    !districtBelongsTo(province, district)
  ) {
    return [
      { field: 'district', message: placeMessages.districtNotInProvince(district, province) },
    ];
  }
  return [];
}

/**
 * The enrolment fields, each with its own rule. Field order is the order of spec 000 §5's
 * messages, so errors list in that order. The cross-field place rule is added below.
 */
export const SchoolEnrolmentFields = z.strictObject({
  name: text(m.name),
  headFirstname: text(m.headFirstname),
  headLastname: text(m.headLastname),
  headPhonenumber: text(m.headPhonenumber),
  headEmail: email(m.headEmail),
  town: text(m.town),
  adminFirstname: text(m.adminFirstname),
  adminLastname: text(m.adminLastname),
  adminPhonenumber: text(m.adminPhonenumber),
  adminEmail: email(m.adminEmail),
  schoolContact: text(m.schoolContact),
  streetName: text(m.streetName),
  schoolEmail: email(m.schoolEmail),
  district: text(m.district),
  province: text(m.province),
  country: text(m.country).refine(isCountryName, { error: m.country }),
  responsibleAuthority: text(m.responsibleAuthority),
  ownershipType: upper(ownershipTypes, m.ownershipType),
  numberOfStudents: count,
  numberOfTeachers: count,
  adminNote: optionalText(2000),
  paymentMethod: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z
      .enum(paymentMethods, { error: 'Select a payment method: CASH, BANK, ECOCASH or MUKURU' })
      .optional(),
  ),
  paymentReferenceNumber: optionalText(100),
});

/** A whole enrolment: every field's rule, then the place rule across country, province and district. */
export const SchoolEnrolmentDetails = SchoolEnrolmentFields.superRefine((value, ctx) => {
  for (const issue of placeIssues(value))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
export type SchoolEnrolmentDetails = z.infer<typeof SchoolEnrolmentDetails>;
/** What a form or a client sends: every field as text (numbers may be numbers), any may be missing. */
export type SchoolEnrolmentInput = { [K in keyof SchoolEnrolmentDetails]?: string | number };

/** A stored upload, referenced from events by id; the bytes never travel in the event log. */
export const StoredFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const EnrolSchool = z.object({
  type: z.literal('EnrolSchool'),
  schoolId: z.string().uuid(),
  details: SchoolEnrolmentDetails,
  logo: StoredFile.optional(),
  receipt: StoredFile.optional(),
});
export type EnrolSchool = z.infer<typeof EnrolSchool>;

export const ApproveSchoolInput = z.strictObject({
  schoolId: z.string().uuid({ error: approvalMessages.notFound }),
});
export const RejectSchoolInput = z.strictObject({
  schoolId: z.string().uuid({ error: approvalMessages.notFound }),
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: approvalMessages.reasonRequired })
      .min(1, { error: approvalMessages.reasonRequired })
      .max(2000),
  ),
});

export const ApproveSchool = ApproveSchoolInput.extend({
  type: z.literal('ApproveSchool'),
  adminUserId: z.string().uuid(),
});
export type ApproveSchool = z.infer<typeof ApproveSchool>;
export const RejectSchool = RejectSchoolInput.extend({ type: z.literal('RejectSchool') });
export type RejectSchool = z.infer<typeof RejectSchool>;

/**
 * The superadmin corrects a pending request: only the fields named in `changes`, each under the
 * same rule as on the enrolment form (an optional field sent empty is cleared). The place rule is
 * checked on the corrected whole, by the decider.
 */
export const CorrectSchoolDetailsInput = z.strictObject({
  schoolId: z.string().uuid({ error: approvalMessages.notFound }),
  changes: SchoolEnrolmentFields.partial(),
});
export const CorrectSchoolDetails = CorrectSchoolDetailsInput.extend({
  type: z.literal('CorrectSchoolDetails'),
});
export type CorrectSchoolDetails = z.infer<typeof CorrectSchoolDetails>;

export type SchoolCommand = EnrolSchool | ApproveSchool | RejectSchool | CorrectSchoolDetails;
