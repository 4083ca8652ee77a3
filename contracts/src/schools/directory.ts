import { z } from 'zod';
import { isCountryName } from '../reference/countries';
import { placeIssues } from './commands';
import { enrolmentMessages as m } from './messages';

const text = (message: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, { error: message }).max(max),
  );

/**
 * A school listed in the public directory before it is on Chikoro (the landing page's search
 * finds it, and its "Enroll Now" starts the enrolment with its name and place filled in).
 */
export const DirectoryListing = z
  .strictObject({
    name: text(m.name),
    address: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().max(200).optional().default(''),
    ),
    town: text(m.town),
    province: text(m.province),
    country: text(m.country).refine(isCountryName, { error: m.country }),
  })
  .superRefine((value, ctx) => {
    for (const issue of placeIssues({ country: value.country, province: value.province }))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type DirectoryListing = z.infer<typeof DirectoryListing>;

export const ListSchoolInDirectory = z.object({
  type: z.literal('ListSchoolInDirectory'),
  listingId: z.string().uuid(),
  listing: DirectoryListing,
});
export type ListSchoolInDirectory = z.infer<typeof ListSchoolInDirectory>;

export const DirectorySchoolListed = z.object({
  type: z.literal('DirectorySchoolListed'),
  data: z.object({ listingId: z.string(), listing: DirectoryListing, listedAt: z.string() }),
});
export type DirectorySchoolListed = z.infer<typeof DirectorySchoolListed>;

export const directoryMessages = {
  alreadyListed: 'This school is already listed in the directory.',
} as const;
