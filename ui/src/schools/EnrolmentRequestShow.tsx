import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { EnrolmentRequest } from '@chikoro/contracts';
import { ApproveButton } from './ApproveButton';
import { enrolmentSections, ownershipLabels } from './enrolmentFields';
import { RejectButton } from './RejectButton';
import { StatusChip } from './StatusChip';
import { UploadedFileLink } from './UploadedFileLink';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}>{children}</Box>
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
        <UploadedFileLink fileId={record?.logoFileId} label="Logo" />
      </Labeled>
      <Labeled label="Payment receipt">
        <UploadedFileLink fileId={record?.receiptFileId} label="Receipt" />
      </Labeled>
    </Section>
  );
}

/** Every field the school sent, the decision, and its files. */
export function EnrolmentRequestShow() {
  return (
    <Show title={<ShowTitle />} actions={<ShowActions />}>
      <Box sx={{ p: 2 }}>
        <Section title="Decision">
          <Labeled label="Status">
            <FunctionField<EnrolmentRequest> source="status" render={(record) => <StatusChip status={record.status} />} />
          </Labeled>
          <Labeled label="Submitted">
            <DateField source="submittedAt" showTime />
          </Labeled>
          <Labeled label="Decided">
            <DateField source="decidedAt" showTime emptyText="—" />
          </Labeled>
          <Labeled label="Reason for rejecting">
            <TextField source="rejectionReason" emptyText="—" />
          </Labeled>
        </Section>
        {enrolmentSections.map((section) => (
          <Section key={section.title} title={section.title}>
            {section.fields.map((field) => (
              <Labeled key={field.name} label={field.label}>
                {field.name === 'ownershipType' ? (
                  <FunctionField<EnrolmentRequest> source="ownershipType" render={(record) => ownershipLabels[record.ownershipType] ?? record.ownershipType} />
                ) : (
                  <TextField source={field.name} emptyText="—" />
                )}
              </Labeled>
            ))}
          </Section>
        ))}
        <Files />
      </Box>
    </Show>
  );
}
