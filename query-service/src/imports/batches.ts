import {
  IMPORT_LEASE_CLASS,
  importBatchStatuses,
  importBatchesModel,
  importKinds,
  importRoles,
  tableOf,
  type ImportBatch,
} from '@chikoro/contracts';
import { equalsOneOf, ownSchool, type ListResource } from '../listing/resource';

interface Row {
  id: string;
  school_id: string;
  kind: ImportBatch['kind'];
  file_name: string;
  rows: number;
  status: ImportBatch['status'];
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  invalid: number;
  undone: number;
  started_at: Date;
  completed_at: Date | null;
  undone_at: Date | null;
}

const toImportBatch = (r: Row): ImportBatch => ({
  id: r.id,
  schoolId: r.school_id,
  kind: r.kind,
  fileName: r.file_name,
  rows: r.rows,
  status: r.status,
  created: r.created,
  updated: r.updated,
  skipped: r.skipped,
  failed: r.failed,
  invalid: r.invalid,
  undone: r.undone,
  startedAt: r.started_at.toISOString(),
  completedAt: r.completed_at?.toISOString() ?? null,
  undoneAt: r.undone_at?.toISOString() ?? null,
});

/**
 * A started batch is `Interrupted` once no session holds its run's lease (the command service's
 * advisory lock, freed by the database when the run's process dies, however it dies): read from
 * pg_locks as the list is read, so a restart or a crash needs no cleanup to show it.
 */
const statusNow = `CASE WHEN status = 'Started' AND NOT EXISTS (
    SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = ${IMPORT_LEASE_CLASS}
      AND objid::bigint = (hashtext(id::text)::bigint & 4294967295) AND objsubid = 2
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  ) THEN 'Interrupted' ELSE status END AS status`;

/**
 * The school's imports (by kind), newest first: the import dialog's list to undo from. The admin
 * reads every kind; a bursar the opening balances alone (importRoles).
 */
export const importBatchesResource: ListResource<Row> = {
  name: 'import-batches',
  roles: ['ADMIN', 'BURSAR'],
  projection: importBatchesModel.name,
  pagesKept: true,
  from: tableOf(importBatchesModel, 'import_batches'),
  select: `id, school_id, kind, file_name, rows, ${statusNow}, created, updated, skipped, failed, invalid, undone, started_at, completed_at, undone_at`,
  idColumn: 'id',
  sortable: { id: 'id', startedAt: 'started_at' },
  defaultSort: ['startedAt', 'DESC'],
  filters: {
    kind: equalsOneOf('kind', importKinds),
    status: equalsOneOf('status', importBatchStatuses),
  },
  scope: (principal, params) => {
    const own = ownSchool('school_id')(principal, params);
    const kinds = importKinds.filter((k) => importRoles(k).includes(principal.role));
    return `${own ?? 'true'} AND kind = ANY(${params.add(kinds)}::text[])`;
  },
  toRecord: toImportBatch,
};
