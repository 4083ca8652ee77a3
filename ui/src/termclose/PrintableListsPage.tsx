import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import type { SchoolClass } from '@chikoro/contracts';
import { apiBlob } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';
import { SignInCodesDialog } from './SignInCodesDialog';

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * A class's printable lists, one click each: the class list (names, registration numbers, gender,
 * parent phone), a blank register sheet for a month's school days and a sheet of fresh sign-in
 * codes (after a confirm step). The admin chooses any class, a teacher the classes they are class
 * teacher of.
 */
export function PrintableListsPage() {
  const [params, setParams] = useSearchParams();
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const classes = useGetList<SchoolClass>('class-management', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const mine = (classes.data ?? []).filter(
    (c) => permissions === 'ADMIN' || (identity && c.classTeacherId === String(identity.id)),
  );
  const classId = params.get('classId') ?? '';
  const chosen = mine.find((c) => c.id === classId);
  const [month, setMonth] = useState(thisMonth);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState(false);

  const download = async (kind: 'class-list' | 'register-sheet') => {
    if (!chosen) return;
    setFailure(null);
    const query = kind === 'register-sheet' ? `?month=${encodeURIComponent(month)}` : '';
    const file =
      kind === 'class-list'
        ? `class-list-${slug(chosen.name)}.pdf`
        : `register-${slug(chosen.name)}-${month}.pdf`;
    try {
      saveBlob(await apiBlob(`/api/classes/${chosen.id}/${kind}.pdf${query}`), file);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The download failed. Try again.');
    }
  };

  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="Printable lists" />
      <Typography variant="h5" component="h2" gutterBottom>
        Printable lists
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        A class list with each student’s registration number, gender and parent phone, a blank
        register for a month’s school days, and a sheet of new sign-in codes for the class’s
        students, as PDF.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Class"
          value={classes.data ? classId : ''}
          onChange={(e) => setParams({ classId: e.target.value }, { replace: true })}
          sx={{ minWidth: 220 }}
        >
          {mine.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label="Month of the register"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {classes.isSuccess && mine.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are not the class teacher of any class.
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!chosen}
          onClick={() => void download('class-list')}
        >
          Class list (PDF)
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!chosen || !/^\d{4}-\d{2}$/.test(month)}
          onClick={() => void download('register-sheet')}
        >
          Register sheet (PDF)
        </Button>
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          disabled={!chosen}
          onClick={() => setCodes(true)}
        >
          Sign-in codes (PDF)
        </Button>
      </Stack>
      {codes && chosen && (
        <SignInCodesDialog
          klass={chosen}
          file={`sign-in-codes-${slug(chosen.name)}.pdf`}
          onClose={() => setCodes(false)}
        />
      )}
    </Box>
  );
}
