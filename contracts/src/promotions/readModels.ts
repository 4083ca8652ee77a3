import type { PromotionOutcome } from './commands';
import type { PromotionRow } from './events';

/** How many students go to one class (or graduate or leave: no class). */
export interface PromotionTotal {
  outcome: PromotionOutcome;
  toClassId: string | null;
  toClassName: string | null;
  students: number;
}

/** One row of /api/promotion-plans. */
export interface PromotionPlan {
  id: string;
  schoolId: string;
  fromYearId: string;
  fromYearName: string | null;
  toYearId: string;
  toYearName: string | null;
  levelId: string;
  levelName: string | null;
  toLevelId: string | null;
  toLevelName: string | null;
  /** Applying or Undoing: a batch begun and not finished (applying or undoing it again finishes it). */
  status: 'Planned' | 'Applying' | 'Applied' | 'Undoing';
  /** The batch applied now, or being applied or undone (null while planned). */
  batchId: string | null;
  rows: PromotionRow[];
  totals: PromotionTotal[];
  plannedAt: string;
  appliedAt: string | null;
}

/** One row of /api/promotions: a student's outcome in one batch, undone or not. */
export interface Promotion {
  id: string;
  schoolId: string;
  batchId: string;
  planId: string;
  studentId: string;
  studentName: string;
  registrationNumber: string;
  outcome: PromotionOutcome;
  fromClassId: string;
  fromClassName: string | null;
  toClassId: string | null;
  toClassName: string | null;
  reason: string | null;
  appliedAt: string;
  undoneAt: string | null;
}
