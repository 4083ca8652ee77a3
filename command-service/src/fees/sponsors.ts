import type {
  FeeCategory,
  SponsorEvent,
  SponsorKind,
  SponsorTerm,
  WireMoney,
} from '@chikoro/contracts';

export { sponsorsStream } from '@chikoro/contracts';

export interface SponsorshipRecord {
  sponsorId: string;
  studentId: string;
  categories: FeeCategory[];
  percent: number | null;
  cap: WireMoney | null;
  from: SponsorTerm;
  to: SponsorTerm | null;
  status: 'Active' | 'Ended';
}

/** A school's sponsors and every sponsorship granted, ended ones kept (an invoice may name them). */
export interface SponsorsState {
  schoolId: string | null;
  sponsors: Record<string, { name: string; kind: SponsorKind }>;
  sponsorships: Record<string, SponsorshipRecord>;
}

export const initialSponsorsState: SponsorsState = {
  schoolId: null,
  sponsors: {},
  sponsorships: {},
};

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveSponsors(
  state: SponsorsState,
  event: SponsorEvent | { type: string; data: unknown },
): SponsorsState {
  const e = event as SponsorEvent;
  switch (e.type) {
    case 'SponsorRegistered':
      return {
        ...state,
        schoolId: e.data.schoolId,
        sponsors: {
          ...state.sponsors,
          [e.data.sponsorId]: { name: e.data.name, kind: e.data.kind },
        },
      };
    case 'SponsorshipGranted': {
      const { sponsorshipId, sponsorId, studentId, categories, percent, cap, from, to } = e.data;
      return {
        ...state,
        sponsorships: {
          ...state.sponsorships,
          [sponsorshipId]: {
            sponsorId,
            studentId,
            categories,
            percent,
            cap,
            from,
            to,
            status: 'Active',
          },
        },
      };
    }
    case 'SponsorshipEnded': {
      const found = state.sponsorships[e.data.sponsorshipId];
      if (!found) return state;
      return {
        ...state,
        sponsorships: {
          ...state.sponsorships,
          [e.data.sponsorshipId]: { ...found, status: 'Ended' },
        },
      };
    }
    default:
      return state;
  }
}
