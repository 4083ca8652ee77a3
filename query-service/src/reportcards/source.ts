import type pg from 'pg';
import type { Principal, ReportCardRow } from '@chikoro/contracts';
import { findRecord, findRecords } from '../listing/records';
import type { ListResource } from '../listing/resource';

/** The published cards as /api/report-cards serves them: its rules decide who reads what, here too. */
export interface ReportCardSource {
  /** One version, if this principal may read it. */
  card(principal: Principal, id: string): Promise<ReportCardRow | undefined>;
  /** Every version of a class's cards for a term that this principal may read. */
  classCards(principal: Principal, classId: string, termId: string): Promise<ReportCardRow[]>;
  /** The version holding this verification code and every version of the same card, whoever asks. */
  byCode(code: string): Promise<{ card: ReportCardRow; versions: ReportCardRow[] } | undefined>;
}

export function resourceSource(pool: pg.Pool, resource: ListResource): ReportCardSource {
  return {
    card: async (principal, id) =>
      (await findRecord(pool, resource, principal, id)) as ReportCardRow | undefined,
    classCards: async (principal, classId, termId) =>
      (await findRecords(pool, resource, principal, { classId, termId }, 5000)) as ReportCardRow[],
    async byCode(code) {
      const [card] = (await findRecords(
        pool,
        resource,
        null,
        { verificationCode: code },
        1,
      )) as ReportCardRow[];
      if (!card) return undefined;
      const versions = (await findRecords(
        pool,
        resource,
        null,
        { studentId: card.studentId, termId: card.termId },
        100,
      )) as ReportCardRow[];
      return { card, versions };
    },
  };
}
