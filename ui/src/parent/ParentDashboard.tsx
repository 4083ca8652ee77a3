import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import type { MyChild } from '@chikoro/contracts';
import { ChildCard, ReportCardDialog, useMyChildren } from '../parents/portal';

/**
 * 'Parent Portal' (spec 001 §2.13): a card per child at every school of the parent's family, each
 * opening its latest published report card in a popup.
 */
export function ParentDashboard() {
  const { identity } = useGetIdentity();
  const { children, failed } = useMyChildren();
  const [open, setOpen] = useState<MyChild | null>(null);
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="Parent Portal" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
      </Typography>
      {failed && (
        <Alert severity="error">Your children could not be loaded. Try again in a moment.</Alert>
      )}
      {!children && !failed && <LinearProgress />}
      {children?.length === 0 && (
        <Alert severity="info">
          No children are linked to your account yet. Your child's school links you when it enrols
          them with your phone number.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {children?.map((child) => (
          <ChildCard key={child.id} child={child} onViewCard={setOpen} />
        ))}
      </Box>
      <ReportCardDialog child={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
