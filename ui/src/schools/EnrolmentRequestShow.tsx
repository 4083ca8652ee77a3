import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { EnrolmentRequest } from '@chikoro/contracts';
import { RecordTimeline } from '../audit';
import { formatDateTime } from '../shared/dates';
import { ApproveButton } from './ApproveButton';
import { CorrectDetailsButton } from './CorrectDetailsButton';
import { enrolmentSections, ownershipLabels } from './enrolmentFields';
import { FileViewer } from './FileViewer';
import { RejectButton } from './RejectButton';
import { StatusChip } from './StatusChip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function ShowTitle() {
  const record = useRecordContext<EnrolmentRequest>();
  return <span>{record ? `Enrolment request: ${record.name}` : 'Enrolment request'}</span>;
}

function ShowActions() {
  return (
    <TopToolbar>
      <CorrectDetailsButton />
      <ApproveButton />
      <RejectButton />
    </TopToolbar>
  );
}

function Files() {
  const record = useRecordContext<EnrolmentRequest>();
  return (
    <Section title="Files">
      <Labeled label="Logo">
        <FileViewer fileId={record?.logoFileId} label="Logo" />
      </Labeled>
      <Labeled label="Payment receipt">
        <FileViewer fileId={record?.receiptFileId} label="Receipt" />
      </Labeled>
    </Section>
  );
}

const emptyText = '—';

function Details() {
  const record = useRecordContext<EnrolmentRequest>();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        gap: 3,
        p: 2,
      }}
    >
      <Box data-testid="enrolment-details">
        <Section title="Decision">
          <Labeled label="Status">
            <FunctionField<EnrolmentRequest>
              source="status"
              render={(r) => <StatusChip status={r.status} />}
            />
          </Labeled>
          <Labeled label="Submitted">
            <FunctionField<EnrolmentRequest>
              source="submittedAt"
              render={(r) => formatDateTime(r.submittedAt)}
            />
          </Labeled>
          <Labeled label="Decided">
            <FunctionField<EnrolmentRequest>
              source="decidedAt"
              render={(r) => (r.decidedAt ? formatDateTime(r.decidedAt) : emptyText)}
            />
          </Labeled>
          <Labeled label="Reason for rejecting">
            <TextField source="rejectionReason" emptyText={emptyText} />
          </Labeled>
        </Section>
        {enrolmentSections.map((section) => (
          <Section key={section.title} title={section.title}>
            {section.fields.map((field) => (
              <Labeled key={field.name} label={field.label}>
                {field.name === 'ownershipType' ? (
                  <FunctionField<EnrolmentRequest>
                    source="ownershipType"
                    render={(r) => ownershipLabels[r.ownershipType] ?? r.ownershipType}
                  />
                ) : (
                  <TextField source={field.name} emptyText={emptyText} />
                )}
              </Labeled>
            ))}
          </Section>
        ))}
        <Files />
      </Box>
      <Box>
        <RecordTimeline recordId={record?.id} title="History of this request" />
      </Box>
    </Box>
  );
}

/** Details of one request: every field the school sent, its files, the decision, and its history. */
export function EnrolmentRequestShow() {
  return (
    <Show title={<ShowTitle />} actions={<ShowActions />}>
      <Details />
    </Show>
  );
}
