import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { FilterForm, ListBase, Pagination, SearchInput, SelectInput, Title } from 'react-admin';
import { documentVisibilities, documentVisibilityLabels } from '@chikoro/contracts';
import { CardList } from '../shared/CardList';
import { DocumentCard } from './DocumentCard';
import { UploadDocumentDialog } from './UploadDocumentDialog';

const search = <SearchInput key="q" source="q" alwaysOn placeholder="Search documents" />;
const byVisibility = (
  <SelectInput
    key="visibility"
    source="visibility"
    label="Visible to"
    alwaysOn
    emptyText="All"
    choices={documentVisibilities.map((v) => ({ id: v, name: documentVisibilityLabels[v] }))}
  />
);

/**
 * /admin/documents_section: the school's documents, newest first, as cards at every width (a phone
 * never scrolls sideways); upload, download, share with families or make staff only, remove.
 */
export function DocumentsAdminPage() {
  const [uploading, setUploading] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="Documents" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 200 }}>
          Share the school's documents with its staff, or with families too: students and parents
          see those in their portal.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setUploading(true)}>
          Upload a document
        </Button>
      </Box>
      <ListBase
        resource="documents"
        sort={{ field: 'uploadedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
      >
        <FilterForm filters={[search, byVisibility]} />
        <CardList testId="document-card">
          <DocumentCard manage />
        </CardList>
        <Pagination rowsPerPageOptions={[10]} />
      </ListBase>
      {uploading && <UploadDocumentDialog onClose={() => setUploading(false)} />}
    </Box>
  );
}

/**
 * The documents section of the teacher, student and parent portals: what the school shares with
 * them (teachers: staff and families documents; students and parents: families documents), read only.
 */
export function SharedDocumentsPage({ staff }: { staff: boolean }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="Documents" />
      <Typography sx={{ mb: 1 }}>
        {staff
          ? 'Documents your school shares with its staff and with families.'
          : 'Documents your school shares with families.'}
      </Typography>
      <ListBase
        resource="documents"
        sort={{ field: 'uploadedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
      >
        <FilterForm filters={staff ? [search, byVisibility] : [search]} />
        <CardList testId="document-card">
          <DocumentCard showVisibility={staff} />
        </CardList>
        <Pagination rowsPerPageOptions={[10]} />
      </ListBase>
    </Box>
  );
}
