import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
} from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useGetList, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { Parent, Student } from '@chikoro/contracts';
import { CardLine } from '../shared/CardList';
import { decisionError } from '../shared/decisionError';
import { InvitationDelivery } from './InvitationDelivery';
import { ParentStatusChip } from './ParentStatusChip';
import { childLabel, internationalPhone, parentName } from './parentName';

/** Link a child: the school's students found by name or registration number. */
function LinkStudent({
  parent,
  onError,
}: {
  parent: Parent;
  onError(message: string | null): void;
}) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Student | null>(null);
  const { data = [] } = useGetList<Student>('student-management', {
    filter: { q },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [update, { isPending }] = useUpdate();
  const link = async () => {
    if (!chosen) return;
    onError(null);
    try {
      await update(
        'parent-management',
        {
          id: parent.id,
          data: { studentId: chosen.id },
          previousData: parent,
          meta: { command: 'LinkParentToStudent' },
        },
        { returnPromise: true },
      );
      setChosen(null);
    } catch (refusal) {
      onError(decisionError(refusal, 'The student could not be linked'));
    }
  };
  const options = data.filter((s) => !parent.students.some((c) => c.id === s.id));
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <Autocomplete
        sx={{ flex: '1 1 220px' }}
        size="small"
        options={options}
        value={chosen}
        onChange={(_, s) => setChosen(s)}
        onInputChange={(_, text) => setQ(text)}
        getOptionLabel={(s) => `${s.firstName} ${s.lastName} (${s.registrationNumber})`}
        filterOptions={(x) => x}
        renderInput={(params) => (
          <TextField {...params} label="Link a student" name="linkStudent" />
        )}
      />
      <Button variant="outlined" onClick={() => void link()} disabled={!chosen || isPending}>
        Link
      </Button>
    </Box>
  );
}

/** 'View Details': the parent's details and children, with link and unlink; for an invited parent, how the invitation went and its link. */
export function ParentDetailsButton() {
  const p = useRecordContext<Parent>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update] = useUpdate();
  const refresh = useRefresh();
  if (!p) return null;
  const unlink = async (studentId: string) => {
    setError(null);
    try {
      await update(
        'parent-management',
        {
          id: p.id,
          data: { studentId },
          previousData: p,
          meta: { command: 'UnlinkParentFromStudent' },
        },
        { returnPromise: true },
      );
      refresh();
    } catch (refusal) {
      setError(decisionError(refusal, 'The student could not be unlinked'));
    }
  };
  return (
    <>
      <Tooltip title="View details">
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`View details: ${parentName(p)}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby={`parent-${p.id}`}
      >
        <DialogTitle id={`parent-${p.id}`}>{parentName(p)}</DialogTitle>
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>
          <CardLine label="Status">
            <ParentStatusChip status={p.status} />
          </CardLine>
          <CardLine label="Phone">{internationalPhone(p.phone)}</CardLine>
          <CardLine label="Email">{p.email ?? '—'}</CardLine>
          <CardLine label="Home address">
            {[p.address, p.city, p.country].filter(Boolean).join(', ') || '—'}
          </CardLine>
          {p.status === 'Invited' && (
            <Box sx={{ my: 1 }}>
              <InvitationDelivery parentId={p.id} />
            </Box>
          )}
          <List dense aria-label="Linked students">
            {p.students.map((s) => (
              <ListItem
                key={s.id}
                secondaryAction={
                  p.status !== 'Removed' && (
                    <IconButton
                      edge="end"
                      aria-label={`Unlink ${s.name}`}
                      onClick={() => void unlink(s.id)}
                    >
                      <LinkOffIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={childLabel(s)} />
              </ListItem>
            ))}
            {p.students.length === 0 && (
              <ListItem>
                <ListItemText primary="No linked students" />
              </ListItem>
            )}
          </List>
          {p.status !== 'Removed' && <LinkStudent parent={p} onError={setError} />}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
