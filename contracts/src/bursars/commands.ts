import { z } from 'zod';
import { isZimbabweMobile, normalisePhone } from '../reference/phones';
import { emailPattern } from '../schools/commands';
import { bursarMessages as m } from './messages';

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

/**
 * A bursar, added by the school's admin as a teacher is: first name, last name and email required
 * (the email is their sign-in), a Zimbabwean mobile optional.
 */
export const RegisterBursarInput = z.strictObject({
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
  phone: z.preprocess(
    blank,
    z.string().refine(isZimbabweMobile, { error: m.phone }).transform(normalisePhone).optional(),
  ),
});
export type RegisterBursarInput = z.infer<typeof RegisterBursarInput>;

/** Active or Inactive: an inactive bursar cannot sign in, and a sign-in already held ends. */
export const ChangeBursarStatusInput = z.strictObject({
  bursarId: z.string({ error: m.notFound }).uuid({ error: m.notFound }),
  status: z.enum(['Active', 'Inactive'], { error: m.status }),
});
export type ChangeBursarStatusInput = z.infer<typeof ChangeBursarStatusInput>;

export type BursarCommand =
  | ({ type: 'RegisterBursar'; bursarId: string } & RegisterBursarInput)
  | ({ type: 'ChangeBursarStatus' } & ChangeBursarStatusInput);
