import { BooleanField, Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { ClassPdfButton } from './ClassPdfButton';

/** Every issued version of every card of the school (admin): open one, or print a whole class. */
export function ReportCardList() {
  return (
    <List sort={{ field: 'publishedAt', order: 'DESC' }} title="Report cards">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="studentName" label="Student" />
        <TextField source="className" label="Class" />
        <FunctionField label="Term" render={(r: ReportCardRow) => `${r.termName} ${r.academicYearName}`} />
        <NumberField source="version" />
        <BooleanField source="amended" />
        <FunctionField label="Published" source="publishedAt" render={(r: ReportCardRow) => formatDate(r.publishedAt)} />
        <FunctionField
          label="Class"
          render={(r: ReportCardRow) => <ClassPdfButton size="small" classId={r.classId} termId={r.termId} label={`${r.className}, ${r.termName} ${r.academicYearName}`} />}
        />
      </Datagrid>
    </List>
  );
}
