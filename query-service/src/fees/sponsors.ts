import {
  feeKeepers,
  sponsorKinds,
  sponsorsModel,
  tableOf,
  type Currency,
  type Sponsor,
  type SponsorClaim,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  textSearch,
  type ListResource,
} from '../listing/resource';

const t = {
  sponsors: tableOf(sponsorsModel, 'sponsors'),
  sponsorships: tableOf(sponsorsModel, 'sponsorships'),
  claims: tableOf(sponsorsModel, 'sponsor_claim_lines'),
  allocations: tableOf(sponsorsModel, 'sponsor_allocations'),
};

/** Per sponsor, term and currency: what it was claimed for (and for how many learners) and what it paid. */
const register = `(
  WITH claimed AS (
    SELECT sponsor_id, term_id, currency, min(school_id::text)::uuid AS school_id, min(term_name) AS term_name,
      sum(claimed) AS claimed, count(DISTINCT student_id) AS learners
    FROM ${t.claims} GROUP BY 1, 2, 3
  ), paid AS (
    SELECT sponsor_id, term_id, currency, sum(paid) AS paid FROM ${t.allocations} GROUP BY 1, 2, 3
  )
  SELECT c.sponsor_id || ':' || c.term_id || ':' || c.currency AS id, c.school_id, c.sponsor_id, s.name AS sponsor_name,
    c.term_id, c.term_name, c.currency, c.learners, c.claimed, coalesce(p.paid, 0) AS paid, c.claimed - coalesce(p.paid, 0) AS owed
  FROM claimed c JOIN ${t.sponsors} s ON s.id = c.sponsor_id
  LEFT JOIN paid p ON p.sponsor_id = c.sponsor_id AND p.term_id = c.term_id AND p.currency = c.currency) claims`;

interface ClaimRow {
  id: string;
  school_id: string;
  sponsor_id: string;
  sponsor_name: string;
  term_id: string;
  term_name: string;
  currency: Currency;
  learners: string;
  claimed: string;
  paid: string;
  owed: string;
}

/**
 * The sponsor claims register (GET /api/sponsor-claims): per sponsor, term and currency, what the
 * sponsor was claimed (its parts of the invoice lines it covers), what it paid and what it still
 * owes. The school's admin only; filtered by sponsor or term.
 */
export const sponsorClaimsResource: ListResource<ClaimRow> = {
  name: 'sponsor-claims',
  roles: feeKeepers,
  projection: sponsorsModel.name,
  from: register,
  select:
    'id, school_id, sponsor_id, sponsor_name, term_id, term_name, currency, learners::text, claimed::text, paid::text, owed::text',
  idColumn: 'id',
  idType: 'text',
  sortable: {
    id: 'id',
    sponsorName: 'lower(sponsor_name)',
    termName: 'term_name',
    owed: 'owed',
  },
  defaultSort: ['termName', 'ASC'],
  filters: {
    sponsorId: equalsId('sponsor_id'),
    termId: equalsId('term_id'),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): SponsorClaim => ({
    id: r.id,
    schoolId: r.school_id,
    sponsorId: r.sponsor_id,
    sponsorName: r.sponsor_name,
    termId: r.term_id,
    termName: r.term_name,
    currency: r.currency,
    learners: Number(r.learners),
    claimed: r.claimed,
    paid: r.paid,
    owed: r.owed,
  }),
};

interface SponsorRow {
  id: string;
  school_id: string;
  name: string;
  kind: Sponsor['kind'];
  sponsorships: Sponsor['sponsorships'];
  owed: Sponsor['owed'];
  registered_at: Date;
}

/**
 * The school's sponsors (GET /api/sponsors): each with its sponsorships (the learner, the
 * categories, the percentage or cap, the terms, running or ended) and what it owes per currency.
 * The school's admin only; searched by name, filtered by kind.
 */
export const sponsorsResource: ListResource<SponsorRow> = {
  name: 'sponsors',
  roles: feeKeepers,
  projection: sponsorsModel.name,
  from: `(
    SELECT s.*,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'studentId', h.student_id, 'studentName', h.student_name, 'categories', h.categories,
         'percent', h.percent, 'cap', h.cap, 'fromTermName', h.from_term_name, 'toTermName', h.to_term_name, 'status', h.status)
         ORDER BY h.student_name, h.granted_at), '[]'::jsonb) FROM ${t.sponsorships} h WHERE h.sponsor_id = s.id) AS sponsorships,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('currency', o.currency, 'minor', o.owed::text) ORDER BY o.currency), '[]'::jsonb)
       FROM (SELECT c.currency, sum(c.claimed) - coalesce((SELECT sum(a.paid) FROM ${t.allocations} a WHERE a.sponsor_id = s.id AND a.currency = c.currency), 0) AS owed
             FROM ${t.claims} c WHERE c.sponsor_id = s.id GROUP BY c.currency) o) AS owed
    FROM ${t.sponsors} s) sponsors`,
  select: 'id, school_id, name, kind, sponsorships, owed, registered_at',
  idColumn: 'id',
  sortable: { id: 'id', name: 'lower(name)', registeredAt: 'registered_at' },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch('name'),
    kind: equalsOneOf('kind', sponsorKinds),
    schoolId: equalsId('school_id'),
  },
  scope: ownSchool('school_id'),
  toRecord: (r): Sponsor => ({
    id: r.id,
    schoolId: r.school_id,
    name: r.name,
    kind: r.kind,
    sponsorships: r.sponsorships,
    owed: r.owed,
    registeredAt: r.registered_at.toISOString(),
  }),
};
