import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { isZimbabweMobile, normalisePhone } from '../reference/phones';
import { ZIMBABWE } from '../reference/zimbabwe';
import { emailPattern, placeIssues } from '../schools/commands';
import {
  parentFieldMessages as m,
  parentInvitationMessages as im,
  parentManagementMessages as mm,
} from './messages';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const emptyToUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
const text = (message: string, max = 200) =>
  z.preprocess(
    trim,
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: 'Keep this under 200 characters' }),
  );
const optionalText = (max = 200) => z.preprocess(emptyToUndefined, z.string().max(max).optional());
/** A Zimbabwean mobile in any accepted form, kept in the one canonical form (263…). */
export const zimbabweMobile = (message: string) =>
  z.preprocess(
    trim,
    z
      .string({ error: message })
      .refine(isZimbabweMobile, { error: message })
      .transform(normalisePhone),
  );

/** An email as a parent's is taken: a plain address up to 200 characters, kept in lower case. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .regex(emailPattern, { error: message })
    .max(200, { error: message })
    .transform((e) => e.toLowerCase());

/** An admin invites a parent of the school by phone; name and email may be known already. */
export const InviteParentInput = z.strictObject({
  phoneNumber: zimbabweMobile(im.phoneNumber),
  firstName: optionalText(),
  lastName: optionalText(),
  email: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(emailPattern, { error: im.email })
      .max(200)
      .transform((e) => e.toLowerCase())
      .optional(),
  ),
});
export type InviteParentInput = z.infer<typeof InviteParentInput>;

export const InviteParent = InviteParentInput.extend({
  type: z.literal('InviteParent'),
  parentId: z.string().uuid(),
  schoolId: z.string().uuid(),
});
export type InviteParent = z.infer<typeof InviteParent>;

/**
 * Spec 001 §3's parent registration payload plus the repeated password and the invitation token.
 * Required (§5): first, middle and last name, email, password and its repetition, address, and the
 * province when the country is Zimbabwe; the WhatsApp number is optional.
 */
const registrationShape = {
  firstName: text(m.firstName),
  middleName: text(m.middleName),
  lastName: text(m.lastName),
  phonenumber: zimbabweMobile(m.phonenumber),
  whatsappNumber: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\+?[\d\s-]{7,20}$/, { error: m.whatsappNumber })
      .optional(),
  ),
  email: z.preprocess(
    trim,
    z
      .string({ error: m.email })
      .regex(emailPattern, { error: m.email })
      .max(200)
      .transform((e) => e.toLowerCase()),
  ),
  address: text(m.address, 500),
  country: z.preprocess(
    emptyToUndefined,
    z.string().refine(isCountryName, { error: m.country }).optional(),
  ),
  province: optionalText(),
  district: optionalText(),
};

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The province is required for Zimbabwe; district and province follow the enrolment's place
 * rules. It runs even when other fields failed, so every message shows at once.
 */
function placeRules(
  value: { country?: unknown; province?: unknown; district?: unknown },
  ctx: z.RefinementCtx,
) {
  const place = {
    country: textOf(value.country),
    province: textOf(value.province),
    district: textOf(value.district),
  };
  if (place.country === ZIMBABWE && !place.province)
    ctx.addIssue({ code: 'custom', path: ['province'], message: m.province });
  for (const issue of placeIssues(place))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}
const always = { when: () => true };

export const ParentRegistrationDetails = z
  .strictObject(registrationShape)
  .superRefine(placeRules, always);
export type ParentRegistrationDetails = z.infer<typeof ParentRegistrationDetails>;

const password = z
  .string({ error: m.password })
  .min(8, { error: m.password })
  .max(200, { error: m.password });

/** What the registration screen sends. The password never leaves the credentials table. */
export const RegisterParentInput = z
  .strictObject({
    ...registrationShape,
    password,
    repeatPassword: z
      .string({ error: m.repeatPassword })
      .min(1, { error: m.repeatPassword })
      .max(200),
    inviteToken: z.string({ error: im.inviteInvalid }).min(1, { error: im.inviteInvalid }).max(200),
  })
  .superRefine((value, ctx) => {
    placeRules(value, ctx);
    if (
      typeof value.repeatPassword === 'string' &&
      value.repeatPassword &&
      value.password !== value.repeatPassword
    ) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: m.passwordMismatch });
    }
  }, always);
export type RegisterParentInput = z.infer<typeof RegisterParentInput>;
/** What a form sends: every field as text, any may be missing. */
export type RegisterParentForm = { [K in keyof RegisterParentInput]?: string };

/** The decider's view: the details, the parent and school the invitation names; no password. */
export const RegisterParent = z.object({
  type: z.literal('RegisterParent'),
  parentId: z.string().uuid(),
  schoolId: z.string().uuid(),
  details: ParentRegistrationDetails,
});
export type RegisterParent = z.infer<typeof RegisterParent>;

/** Spec 001 §2.6's statuses: an admin sets Active or Inactive; Invited and Removed come from invitation and removal. */
export const settableParentStatuses = ['Active', 'Inactive'] as const;
export const parentStatuses = ['Invited', 'Active', 'Inactive', 'Removed'] as const;
export type ParentStatus = (typeof parentStatuses)[number];

const parentId = z.string({ error: mm.notFound }).uuid({ error: mm.notFound });
const studentId = z.string({ error: mm.studentNotFound }).uuid({ error: mm.studentNotFound });

/** A parent may have several children, all in the admin's school. */
export const LinkParentToStudentInput = z.strictObject({ parentId, studentId });
export const UnlinkParentFromStudentInput = z.strictObject({ parentId, studentId });
export const ChangeParentStatusInput = z.strictObject({
  parentId,
  status: z.enum(settableParentStatuses, { error: mm.status }),
});
/** The admin's own password, asked again by the delete popup; it is checked at the edge and goes no further. */
export const RemoveParentInput = z.strictObject({
  parentId,
  password: z
    .string({ error: mm.passwordRequired })
    .min(1, { error: mm.passwordRequired })
    .max(200),
});

/** The student as the write side found them, so the link reads with a name. */
export interface StudentRef {
  studentId: string;
  studentName: string;
  registrationNumber: string;
}

export type LinkParentToStudent = {
  type: 'LinkParentToStudent';
  parentId: string;
  student: StudentRef;
};
export type UnlinkParentFromStudent = {
  type: 'UnlinkParentFromStudent';
  parentId: string;
  student: StudentRef;
};
export type ChangeParentStatus = { type: 'ChangeParentStatus' } & z.infer<
  typeof ChangeParentStatusInput
>;
/** No password here: the decider never sees it. */
export type RemoveParent = { type: 'RemoveParent'; parentId: string };

export type ParentCommand =
  | InviteParent
  | RegisterParent
  | LinkParentToStudent
  | UnlinkParentFromStudent
  | ChangeParentStatus
  | RemoveParent;
