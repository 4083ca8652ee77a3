import type { FeeItemDetails, FeeScheduleEvent } from '@chikoro/contracts';

export { feeScheduleStream } from '@chikoro/contracts';

export interface ScheduleItem extends FeeItemDetails {
  feeItemId: string;
  /** The last approved version this item was part of; null while it has never been approved. */
  approvedIn: number | null;
}

interface ScheduleRecord {
  schoolId: string;
  termId: string;
  termName: string;
  /** The last approved version; 0 before the first approval. */
  approvedVersion: number;
  items: Record<string, ScheduleItem>;
  /** Items removed from a draft: removing one again is nothing to do. */
  removed: string[];
}

/**
 * A term's fee schedule: nothing yet, a draft (version approvedVersion + 1, with changes not yet
 * approved), or approved as it stands.
 */
export type FeeScheduleState =
  { status: 'Initial' } | ({ status: 'Draft' | 'Approved' } & ScheduleRecord);

export const initialFeeScheduleState: FeeScheduleState = { status: 'Initial' };

const details = (d: FeeItemDetails): FeeItemDetails => ({
  name: d.name,
  category: d.category,
  amount: d.amount,
  dueDate: d.dueDate,
  payers: d.payers,
});

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveFeeSchedule(
  state: FeeScheduleState,
  event: FeeScheduleEvent | { type: string; data: unknown },
): FeeScheduleState {
  const e = event as FeeScheduleEvent;
  if (
    !['FeeItemDefined', 'FeeItemChanged', 'FeeItemRemoved', 'FeeScheduleApproved'].includes(e.type)
  )
    return state;
  const { schoolId, termId, termName } = e.data;
  const base: ScheduleRecord =
    state.status === 'Initial'
      ? { schoolId, termId, termName, approvedVersion: 0, items: {}, removed: [] }
      : state;
  switch (e.type) {
    case 'FeeItemDefined':
      return {
        ...base,
        status: 'Draft',
        items: {
          ...base.items,
          [e.data.feeItemId]: { feeItemId: e.data.feeItemId, ...details(e.data), approvedIn: null },
        },
      };
    case 'FeeItemChanged': {
      const item = base.items[e.data.feeItemId];
      if (!item) return state;
      return {
        ...base,
        status: 'Draft',
        items: { ...base.items, [item.feeItemId]: { ...item, ...details(e.data) } },
      };
    }
    case 'FeeItemRemoved': {
      const items = { ...base.items };
      delete items[e.data.feeItemId];
      return { ...base, status: 'Draft', items, removed: [...base.removed, e.data.feeItemId] };
    }
    case 'FeeScheduleApproved': {
      const version = e.data.version;
      const items = Object.fromEntries(
        Object.values(base.items).map((i) => [i.feeItemId, { ...i, approvedIn: version }]),
      );
      return { ...base, status: 'Approved', approvedVersion: version, items };
    }
    default:
      return state;
  }
}
