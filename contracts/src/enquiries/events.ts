import { z } from 'zod';
import { EnquiryDetails } from './commands';

export const EnquiryRaised = z.object({
  type: z.literal('EnquiryRaised'),
  data: z.object({ enquiryId: z.string(), details: EnquiryDetails, raisedAt: z.string() }),
});

export const EnquiryResolved = z.object({
  type: z.literal('EnquiryResolved'),
  data: z.object({ enquiryId: z.string(), comment: z.string(), resolvedAt: z.string() }),
});

export const EnquiryReopened = z.object({
  type: z.literal('EnquiryReopened'),
  data: z.object({ enquiryId: z.string(), comment: z.string().optional(), reopenedAt: z.string() }),
});

/** The invitation to enrol went out (its mails are written by a reactor) to these addresses. */
export const EnquirerInvitedToEnrol = z.object({
  type: z.literal('EnquirerInvitedToEnrol'),
  data: z.object({ enquiryId: z.string(), invitedAt: z.string(), to: z.array(z.string()) }),
});

export type EnquiryRaised = z.infer<typeof EnquiryRaised>;
export type EnquiryResolved = z.infer<typeof EnquiryResolved>;
export type EnquiryReopened = z.infer<typeof EnquiryReopened>;
export type EnquirerInvitedToEnrol = z.infer<typeof EnquirerInvitedToEnrol>;
export type EnquiryEvent =
  EnquiryRaised | EnquiryResolved | EnquiryReopened | EnquirerInvitedToEnrol;
