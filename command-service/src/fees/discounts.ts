import type {
  DiscountEvent,
  DiscountKind,
  FeeCategory,
  SponsorTerm,
  WireMoney,
} from '@chikoro/contracts';

export interface DiscountRecord {
  studentId: string;
  kind: DiscountKind;
  categories: FeeCategory[];
  percent: string | null;
  amount: WireMoney | null;
  from: SponsorTerm;
  to: SponsorTerm | null;
  status: 'Running' | 'Ended';
}

/** A school's discounts, in the order granted (billing applies them so), ended ones kept. */
export interface DiscountsState {
  schoolId: string | null;
  discounts: Record<string, DiscountRecord>;
}

export const initialDiscountsState: DiscountsState = { schoolId: null, discounts: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveDiscounts(
  state: DiscountsState,
  event: DiscountEvent | { type: string; data: unknown },
): DiscountsState {
  const e = event as DiscountEvent;
  switch (e.type) {
    case 'DiscountGranted': {
      const { discountId, studentId, kind, categories, percent, amount, from, to } = e.data;
      return {
        schoolId: e.data.schoolId,
        discounts: {
          ...state.discounts,
          [discountId]: {
            studentId,
            kind,
            categories,
            percent,
            amount,
            from,
            to,
            status: 'Running',
          },
        },
      };
    }
    case 'DiscountEnded': {
      const found = state.discounts[e.data.discountId];
      if (!found) return state;
      return {
        ...state,
        discounts: { ...state.discounts, [e.data.discountId]: { ...found, status: 'Ended' } },
      };
    }
    default:
      return state;
  }
}
