import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { ZIMBABWE } from '../reference/zimbabwe';
import { MAX_COUNT, emailPattern, placeIssues } from '../schools/commands';
import { numberMessages } from '../schools/messages';
import { enquiryMessages as m, enquiryStatusMessages } from './messages';

/**
 * The hidden field of the public form that people never see and so never fill: a filled one is
 * a bot's, answered like a success and never recorded.
 */
export const ENQUIRY_HONEYPOT = 'website';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const text = (message: string, max = 200) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: `Keep this under ${max} characters` }),
  );
const optionalText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: message })
      .max(max, { error: `Keep this under ${max} characters` })
      .optional(),
  );
const email = (message: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .regex(emailPattern, { error: message })
      .max(200, { error: message }),
  );
const optionalEmail = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: message })
      .regex(emailPattern, { error: message })
      .max(200, { error: message })
      .optional(),
  );
/** A form sends numbers as text: either is taken; required, whole, 0 or more, below 5,250,000. */
const count = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? message : numberMessages.notWhole) })
      .int({ error: numberMessages.notWhole })
      .min(0, { error: numberMessages.notWhole })
      .lt(MAX_COUNT, { error: numberMessages.tooLarge }),
  );

/**
 * Spec 000 §3 "School enquiry", with the field names the form sends. Key order is the order of
 * spec 000 §5's required list, so errors come in that order; the place rules follow.
 */
export const enquiryShape = {
  name: text(m.name),
  town: text(m.town),
  headFirstName: text(m.headFirstName),
  headLastname: text(m.headLastname),
  headPhonenumber: text(m.headPhonenumber),
  headEmail: email(m.headEmail),
  adminFirstName: text(m.adminFirstName),
  adminLastName: text(m.adminLastName),
  adminPhonenumber: text(m.adminPhonenumber),
  adminEmail: email(m.adminEmail),
  numberOfStudents: count(m.numberOfStudents),
  numberOfTeachers: count(m.numberOfTeachers),
  schoolContact: text(m.schoolContact),
  address: text(m.address, 300),
  country: optionalText(m.country).refine((v) => v === undefined || isCountryName(v), {
    error: m.country,
  }),
  province: optionalText(m.province),
  district: optionalText('Enter the name of the school district'),
  schoolEmail: optionalEmail(m.schoolEmail),
};

type Place = { country?: unknown; province?: unknown; district?: unknown };
const asText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Province is required for Zimbabwe; the enrolment form's district/province rules apply too. */
function checkPlace(value: Place, ctx: z.RefinementCtx) {
  const place = {
    country: asText(value.country),
    province: asText(value.province),
    district: asText(value.district),
  };
  if (place.country === ZIMBABWE && !place.province)
    ctx.addIssue({ code: 'custom', path: ['province'], message: m.province });
  for (const issue of placeIssues(place))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** Runs even when other fields are missing, so one Submit lists every problem at once. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const EnquiryDetails = z.strictObject(enquiryShape).superRefine(checkPlace, always);
export type EnquiryDetails = z.infer<typeof EnquiryDetails>;

/** What the public form sends: the details, and the honeypot it always leaves empty. */
export const RaiseEnquiryInput = z
  .strictObject({ ...enquiryShape, [ENQUIRY_HONEYPOT]: z.string().max(0).optional() })
  .superRefine(checkPlace, always);
/** What a form or a client sends: every field as text (numbers may be numbers), any may be missing. */
export type EnquiryInput = { [K in keyof EnquiryDetails]?: string | number } & { website?: string };

export const RaiseEnquiry = z.object({
  type: z.literal('RaiseEnquiry'),
  enquiryId: z.string().uuid(),
  details: EnquiryDetails,
});
export type RaiseEnquiry = z.infer<typeof RaiseEnquiry>;

const requiredComment = z.preprocess(
  trimmed,
  z
    .string({ error: enquiryStatusMessages.commentRequired })
    .min(1, { error: enquiryStatusMessages.commentRequired })
    .max(2000, { error: 'Keep the comment under 2000 characters' }),
);
const optionalComment = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(2000, { error: 'Keep the comment under 2000 characters' }).optional(),
  )
  .optional();

export const ResolveEnquiryInput = z.strictObject({
  enquiryId: z
    .string({ error: enquiryStatusMessages.notFound })
    .uuid({ error: enquiryStatusMessages.notFound }),
  comment: requiredComment,
});
export const ReopenEnquiryInput = z.strictObject({
  enquiryId: z
    .string({ error: enquiryStatusMessages.notFound })
    .uuid({ error: enquiryStatusMessages.notFound }),
  comment: optionalComment,
});

export const ResolveEnquiry = ResolveEnquiryInput.extend({ type: z.literal('ResolveEnquiry') });
export type ResolveEnquiry = z.infer<typeof ResolveEnquiry>;
export const ReopenEnquiry = ReopenEnquiryInput.extend({ type: z.literal('ReopenEnquiry') });
export type ReopenEnquiry = z.infer<typeof ReopenEnquiry>;

/** The superadmin invites the school behind an enquiry to enrol (again, as a reminder, if need be). */
export const InviteEnquirerToEnrolInput = z.strictObject({
  enquiryId: z
    .string({ error: enquiryStatusMessages.notFound })
    .uuid({ error: enquiryStatusMessages.notFound }),
});
export const InviteEnquirerToEnrol = InviteEnquirerToEnrolInput.extend({
  type: z.literal('InviteEnquirerToEnrol'),
});
export type InviteEnquirerToEnrol = z.infer<typeof InviteEnquirerToEnrol>;

export type EnquiryCommand = RaiseEnquiry | ResolveEnquiry | ReopenEnquiry | InviteEnquirerToEnrol;
