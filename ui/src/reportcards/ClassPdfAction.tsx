import { useListContext } from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { ClassPdfButton } from './ClassPdfButton';

/** In the report-card list's toolbar: once a class and a term are chosen, all their cards as one PDF. */
export function ClassPdfAction() {
  const { filterValues, data } = useListContext<ReportCardRow>();
  const { classId, termId } = filterValues as { classId?: string; termId?: string };
  if (!classId || !termId) return null;
  const card = data?.find((c) => c.classId === classId && c.termId === termId);
  const label = card
    ? `${card.className}, ${card.termName} ${card.academicYearName}`
    : 'this class';
  return <ClassPdfButton classId={classId} termId={termId} label={label} />;
}
