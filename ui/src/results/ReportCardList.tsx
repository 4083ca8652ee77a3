import { Chip, Typography } from '@mui/material';
import { DataTable, List, ReferenceInput, SearchInput, SelectInput, TopToolbar, type RaRecord } from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import { DraftPreviewButton } from './DraftPreviewButton';
import { PublishResultsButton } from './PublishResultsButton';
import { ClassPdfAction } from '../reportcards/ClassPdfAction';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by student or registration number" />,
  <ReferenceInput key="classId" source="classId" reference="class-management" alwaysOn>
    <SelectInput label="Class" optionText="name" emptyText="All classes" />
  </ReferenceInput>,
  <ReferenceInput key="termId" source="termId" reference="terms" alwaysOn>
    <SelectInput label="Term" emptyText="All terms" />
  </ReferenceInput>,
  // Whether a parent acknowledged the card (in place of signing the booklet).
  <SelectInput key="acknowledged" source="acknowledged" label="Acknowledged" alwaysOn choices={[{ id: 'true', name: 'Yes' }, { id: 'false', name: 'Not yet' }]} emptyText="All cards" />,
];

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <DraftPreviewButton />
      <PublishResultsButton />
      <ClassPdfAction />
    </TopToolbar>
  );
}

const Column = DataTable.Col<ReportCardRow & RaRecord>;

/** The school's published report cards, each version a row; choose a class and term to publish or preview its drafts. */
export function ReportCardList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'ASC' }} perPage={25} empty={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="studentName" label="Student" />
        <Column source="className" label="Class" />
        <Column label="Term" render={(r) => `${r.termName} ${r.academicYearName}`} />
        <Column source="version" label="Version" render={(r) => (
          <Typography component="span" variant="body2">
            {r.version} {r.amended && <Chip size="small" color="warning" label="amended" />} {r.superseded && <Chip size="small" variant="outlined" label="superseded" />}
          </Typography>
        )} />
        <Column source="status" label="Status" />
        <Column source="publishedAt" label="Published" render={(r) => formatDateTime(r.publishedAt)} />
        <Column label="Acknowledged" render={(r) => (r.acknowledgements.length > 0 ? r.acknowledgements.map((a) => a.name).join(', ') : '—')} />
      </DataTable>
    </List>
  );
}
