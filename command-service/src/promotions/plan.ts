import type { PromotionEvent, PromotionPlanned, PromotionRow } from '@chikoro/contracts';

export { promotionPlanStream } from '@chikoro/contracts';

type Planned = Omit<PromotionPlanned['data'], 'rows' | 'plannedAt'>;

type Batch = { rows: PromotionRow[]; batchId: string; applied: PromotionRow[] } & Planned;

/**
 * A level's promotion: proposed and changed while planned; applied as one batch, and planned again
 * once that batch is undone. Applying and Undoing: the batch begun, its students' events being
 * written; only finishing it (the same batch) is allowed until then.
 */
export type PlanState =
  | { status: 'None' }
  | ({ status: 'Planned'; rows: PromotionRow[] } & Planned)
  | ({ status: 'Applying' } & Batch)
  | ({ status: 'Applied' } & Batch)
  | ({ status: 'Undoing' } & Batch);

export const initialPlanState: PlanState = { status: 'None' };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolvePlan(
  state: PlanState,
  event: PromotionEvent | { type: string; data: unknown },
): PlanState {
  const e = event as PromotionEvent;
  switch (e.type) {
    case 'PromotionPlanned': {
      const { rows, plannedAt: _, ...plan } = e.data;
      return { status: 'Planned', rows, ...plan };
    }
    case 'PromotionPlanChanged':
      if (state.status === 'None') return state;
      return {
        ...state,
        rows: state.rows.map((r) => (r.studentId === e.data.row.studentId ? e.data.row : r)),
      };
    case 'PromotionApplicationStarted':
      if (state.status === 'None') return state;
      return { ...state, status: 'Applying', batchId: e.data.batchId, applied: e.data.rows };
    case 'PromotionApplied':
      if (state.status === 'None') return state;
      return { ...state, status: 'Applied', batchId: e.data.batchId, applied: e.data.rows };
    case 'PromotionUndoStarted':
      if (state.status !== 'Applied') return state;
      return { ...state, status: 'Undoing' };
    case 'PromotionUndone': {
      if (state.status !== 'Applied' && state.status !== 'Undoing') return state;
      const { batchId: _b, applied: _a, ...planned } = state;
      return { ...planned, status: 'Planned' };
    }
    default:
      return state;
  }
}
