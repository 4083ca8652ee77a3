import { randomUUID } from 'node:crypto';
import {
  ENQUIRY_HONEYPOT,
  type EnquiryEvent,
  type InviteEnquirerToEnrol,
  type RaiseEnquiry,
  type ReopenEnquiry,
  type ResolveEnquiry,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { honeypot } from '../http/honeypot';
import type { CommandGuards } from '../http/publicLimits';
import { enquiryDecider } from './decide';
import { enquiryStream, type EnquiryState } from './enquiry';

export function registerEnquiryCommands(registry: CommandRegistry): void {
  registry.register<RaiseEnquiry, EnquiryState, EnquiryEvent>({
    type: 'RaiseEnquiry',
    parse(req) {
      const { [ENQUIRY_HONEYPOT]: _empty, ...details } = parseInput('RaiseEnquiry', req.body);
      return { type: 'RaiseEnquiry', enquiryId: randomUUID(), details };
    },
    streamId: (c) => enquiryStream(c.enquiryId),
    decider: enquiryDecider,
    answer: (c) => ({ enquiryId: c.enquiryId }),
  });

  registry.register<ResolveEnquiry, EnquiryState, EnquiryEvent>({
    type: 'ResolveEnquiry',
    parse: (req) => ({ type: 'ResolveEnquiry', ...parseInput('ResolveEnquiry', req.body) }),
    streamId: (c) => enquiryStream(c.enquiryId),
    decider: enquiryDecider,
    answer: (c) => ({ enquiryId: c.enquiryId }),
  });

  registry.register<ReopenEnquiry, EnquiryState, EnquiryEvent>({
    type: 'ReopenEnquiry',
    parse: (req) => ({ type: 'ReopenEnquiry', ...parseInput('ReopenEnquiry', req.body) }),
    streamId: (c) => enquiryStream(c.enquiryId),
    decider: enquiryDecider,
    answer: (c) => ({ enquiryId: c.enquiryId }),
  });

  registry.register<InviteEnquirerToEnrol, EnquiryState, EnquiryEvent>({
    type: 'InviteEnquirerToEnrol',
    parse: (req) => ({
      type: 'InviteEnquirerToEnrol',
      ...parseInput('InviteEnquirerToEnrol', req.body),
    }),
    streamId: (c) => enquiryStream(c.enquiryId),
    decider: enquiryDecider,
    answer: (c) => ({ enquiryId: c.enquiryId }),
  });
}

/**
 * The enquiry form's honeypot: a bot that fills it gets what a person gets (201, a stream, a
 * position, an id) and its enquiry goes nowhere.
 */
export function enquiryGuards(store: EventStore): CommandGuards {
  return {
    RaiseEnquiry: [
      honeypot(ENQUIRY_HONEYPOT, async () => {
        const enquiryId = randomUUID();
        return {
          streamId: enquiryStream(enquiryId),
          position: await store.headPosition(),
          appended: 1,
          enquiryId,
        };
      }),
    ],
  };
}
