import { Show, TopToolbar, useRecordContext } from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { ClassPdfButton } from './ClassPdfButton';
import { ReportCardScreen } from './ReportCardScreen';

function Actions() {
  const card = useRecordContext<ReportCardRow>();
  if (!card) return null;
  return (
    <TopToolbar className="no-print">
      <ClassPdfButton
        classId={card.classId}
        termId={card.termId}
        label={`${card.className}, ${card.termName} ${card.academicYearName}`}
      />
    </TopToolbar>
  );
}

function Screen() {
  const card = useRecordContext<ReportCardRow>();
  if (!card) return null;
  const { firstName, lastName } = card.snapshot.student;
  return (
    <ReportCardScreen
      student={{ id: card.studentId, firstName, lastName }}
      cardId={String(card.id)}
    />
  );
}

/** /admin/report-cards/<id>/show: the report card screen opened on this version. */
export function ReportCardShow() {
  return (
    <Show
      actions={<Actions />}
      title="Report card"
      sx={{ '& .RaShow-card': { overflow: 'visible' } }}
    >
      <Screen />
    </Show>
  );
}
