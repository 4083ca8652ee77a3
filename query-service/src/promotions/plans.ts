import {
  promotionsModel,
  tableOf,
  type PromotionPlan,
  type PromotionRow,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, ownSchool, type ListResource } from '../listing/resource';
import { totalsOf } from './totals';

interface Row {
  id: string;
  school_id: string;
  from_year_id: string;
  from_year_name: string | null;
  to_year_id: string;
  to_year_name: string | null;
  level_id: string;
  level_name: string | null;
  to_level_id: string | null;
  to_level_name: string | null;
  status: PromotionPlan['status'];
  batch_id: string | null;
  rows: PromotionRow[];
  planned_at: Date;
  applied_at: Date | null;
}

const toPlan = (r: Row): PromotionPlan => ({
  id: r.id,
  schoolId: r.school_id,
  fromYearId: r.from_year_id,
  fromYearName: r.from_year_name,
  toYearId: r.to_year_id,
  toYearName: r.to_year_name,
  levelId: r.level_id,
  levelName: r.level_name,
  toLevelId: r.to_level_id,
  toLevelName: r.to_level_name,
  status: r.status,
  batchId: r.batch_id,
  rows: r.rows,
  totals: totalsOf(r.rows),
  plannedAt: r.planned_at.toISOString(),
  appliedAt: r.applied_at?.toISOString() ?? null,
});

/** The admin's own school's promotion plans, newest first, each with its students' lines and totals per target class. */
export const promotionPlansResource: ListResource<Row> = {
  name: 'promotion-plans',
  roles: ['ADMIN'],
  projection: promotionsModel.name,
  pagesKept: true,
  from: tableOf(promotionsModel, 'promotion_plans'),
  select:
    'id, school_id, from_year_id, from_year_name, to_year_id, to_year_name, level_id, level_name, to_level_id, to_level_name, status, batch_id, rows, planned_at, applied_at',
  idColumn: 'id',
  sortable: { id: 'id', plannedAt: 'planned_at', levelName: 'level_name' },
  defaultSort: ['plannedAt', 'DESC'],
  filters: {
    levelId: equalsId('level_id'),
    toYearId: equalsId('to_year_id'),
    status: equalsOneOf('status', ['Planned', 'Applying', 'Applied', 'Undoing']),
  },
  scope: ownSchool('school_id'),
  toRecord: toPlan,
};
