import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import { DraftPreviewButton } from './DraftPreviewButton';
import { HeadCommentsButton } from './HeadCommentsButton';
import { PublishResultsButton } from './PublishResultsButton';
import { ResultsLinkSwitch } from './ResultsLinkSwitch';
import { ReportCardSettingsButton } from './ReportCardSettingsButton';
import { ClassPdfAction } from '../reportcards/ClassPdfAction';
import { BroadsheetListAction } from '../broadsheets';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { useCurrentAcademicYear } from './useCurrentAcademicYear';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by student or registration number"
  />,
  // The academic year of the card's term; the list opens on the current year.
  <ReferenceInput
    key="academicYearId"
    source="academicYearId"
    reference="academic-years"
    sort={{ field: 'startDate', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput label="Year" optionText="name" emptyText="All years" />
  </ReferenceInput>,
  <ReferenceInput key="classId" source="classId" reference="class-management" alwaysOn>
    <SelectInput label="Class" optionText="name" emptyText="All classes" />
  </ReferenceInput>,
  <ReferenceInput key="termId" source="termId" reference="terms" alwaysOn>
    <SelectInput label="Term" emptyText="All terms" />
  </ReferenceInput>,
  // Whether a parent acknowledged the card (in place of signing the booklet).
  <SelectInput
    key="acknowledged"
    source="acknowledged"
    label="Acknowledged"
    alwaysOn
    choices={[
      { id: 'true', name: 'Yes' },
      { id: 'false', name: 'Not yet' },
    ]}
    emptyText="All cards"
  />,
];

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <DraftPreviewButton />
      <HeadCommentsButton />
      <PublishResultsButton />
      <ClassPdfAction />
      <BroadsheetListAction />
      <ReportCardSettingsButton />
      <ResultsLinkSwitch />
    </TopToolbar>
  );
}

const Column = DataTable.Col<ReportCardRow & RaRecord>;

function VersionText({ card }: { card: ReportCardRow }) {
  return (
    <Typography component="span" variant="body2">
      {card.version} {card.amended && <Chip size="small" color="warning" label="amended" />}{' '}
      {card.superseded && <Chip size="small" variant="outlined" label="superseded" />}
    </Typography>
  );
}

const acknowledgedBy = (card: ReportCardRow) =>
  card.acknowledgements.length > 0 ? card.acknowledgements.map((a) => a.name).join(', ') : '—';

/** A phone's row: the card's lines, and a button that opens it. */
function ReportCardCard() {
  const card = useRecordContext<ReportCardRow & RaRecord>();
  const createPath = useCreatePath();
  if (!card) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {card.studentName}
      </Typography>
      <CardLine label="Class">{card.className}</CardLine>
      <CardLine label="Term">{`${card.termName} ${card.academicYearName}`}</CardLine>
      <CardLine label="Version">
        <VersionText card={card} />
      </CardLine>
      <CardLine label="Published">{formatDateTime(card.publishedAt)}</CardLine>
      <CardLine label="Acknowledged">{acknowledgedBy(card)}</CardLine>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          component={Link}
          to={createPath({ resource: 'report-cards', id: card.id, type: 'show' })}
          aria-label={`Open the report card of ${card.studentName}, version ${card.version}`}
        >
          Open
        </Button>
      </Box>
    </>
  );
}

/**
 * The school's published report cards (a teacher's: those of the classes they teach), each version
 * a row (a card on a phone), opening on the current academic year; the admin chooses a class and
 * term to publish or preview its drafts.
 */
export function ReportCardList({ teacher = false }: { teacher?: boolean }) {
  const narrow = useNarrow('md');
  const currentYear = useCurrentAcademicYear();
  if (currentYear === undefined) return <CircularProgress sx={{ m: 2 }} aria-label="Loading" />;
  return (
    <List
      filters={filters}
      filterDefaultValues={currentYear ? { academicYearId: currentYear } : undefined}
      actions={teacher ? false : <Actions />}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {narrow ? (
        <CardList testId="report-card-row">
          <ReportCardCard />
        </CardList>
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="studentName" label="Student" />
          <Column source="className" label="Class" />
          <Column label="Term" render={(r) => `${r.termName} ${r.academicYearName}`} />
          <Column source="version" label="Version" render={(r) => <VersionText card={r} />} />
          <Column source="status" label="Status" />
          <Column
            source="publishedAt"
            label="Published"
            render={(r) => formatDateTime(r.publishedAt)}
          />
          <Column label="Acknowledged" render={acknowledgedBy} />
        </DataTable>
      )}
    </List>
  );
}

/** The teacher's report cards: the classes they teach, read only. */
export function TeacherReportCardList() {
  return <ReportCardList teacher />;
}
