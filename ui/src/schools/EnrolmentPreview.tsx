import { Box, Button, Link, Paper, Typography } from '@mui/material';
import type { SchoolEnrolmentDetails } from '@chikoro/contracts';
import { enrolmentSections, ownershipLabels } from './enrolmentFields';
import type { EnrolmentUploads } from './submitEnrolment';

interface Props {
  details: SchoolEnrolmentDetails;
  uploads: EnrolmentUploads;
  onEdit: () => void;
  onComplete: () => void;
}

function shown(field: keyof SchoolEnrolmentDetails, details: SchoolEnrolmentDetails): string {
  const value = details[field];
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'ownershipType') return ownershipLabels[String(value)] ?? String(value);
  return String(value);
}

/** Read-only review of what will be sent; nothing leaves the browser until Complete Registration. */
export function EnrolmentPreview({ details, uploads, onEdit, onComplete }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="enrolment-preview">
      <Typography variant="h5" component="h2" gutterBottom>
        Preview your information before completing registration
      </Typography>
      {enrolmentSections.map((section) => (
        <Box key={section.title} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3">
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {section.fields.map((field) => (
              <Box key={field.name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {field.label}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={field.name}>
                  {shown(field.name, details)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="h6" component="h3">
        Files
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
          columnGap: 2,
          m: 0,
          mb: 3,
        }}
      >
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Logo
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {uploads.logo?.name ?? '—'}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Payment receipt
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {uploads.receipt?.name ?? '—'}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component="button" type="button" variant="body1" onClick={onEdit}>
          Go back and edit your information
        </Link>
        <Button variant="contained" size="large" onClick={onComplete}>
          Complete Registration
        </Button>
      </Box>
    </Paper>
  );
}
