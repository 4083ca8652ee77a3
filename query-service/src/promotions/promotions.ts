import {
  promotionOutcomes,
  promotionsModel,
  tableOf,
  type Promotion,
  type PromotionOutcome,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, ownSchool, type ListResource } from '../listing/resource';

interface Row {
  id: string;
  school_id: string;
  batch_id: string;
  plan_id: string;
  student_id: string;
  student_name: string;
  registration_number: string;
  outcome: PromotionOutcome;
  from_class_id: string;
  from_class_name: string | null;
  to_class_id: string | null;
  to_class_name: string | null;
  reason: string | null;
  applied_at: Date;
  undone_at: Date | null;
}

const toPromotion = (r: Row): Promotion => ({
  id: r.id,
  schoolId: r.school_id,
  batchId: r.batch_id,
  planId: r.plan_id,
  studentId: r.student_id,
  studentName: r.student_name,
  registrationNumber: r.registration_number,
  outcome: r.outcome,
  fromClassId: r.from_class_id,
  fromClassName: r.from_class_name,
  toClassId: r.to_class_id,
  toClassName: r.to_class_name,
  reason: r.reason,
  appliedAt: r.applied_at.toISOString(),
  undoneAt: r.undone_at?.toISOString() ?? null,
});

/** Each student's outcome in each batch of the admin's own school, undone batches included. */
export const promotionsResource: ListResource<Row> = {
  name: 'promotions',
  roles: ['ADMIN'],
  projection: promotionsModel.name,
  pagesKept: true,
  from: tableOf(promotionsModel, 'promotions'),
  select:
    'id, school_id, batch_id, plan_id, student_id, student_name, registration_number, outcome, from_class_id, from_class_name, to_class_id, to_class_name, reason, applied_at, undone_at',
  idColumn: 'id',
  idType: 'text',
  sortable: { id: 'id', appliedAt: 'applied_at', studentName: 'student_name' },
  defaultSort: ['appliedAt', 'DESC'],
  filters: {
    batchId: equalsId('batch_id'),
    studentId: equalsId('student_id'),
    planId: equalsId('plan_id'),
    outcome: equalsOneOf('outcome', promotionOutcomes),
  },
  scope: ownSchool('school_id'),
  toRecord: toPromotion,
};
