import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetList, usePermissions } from 'react-admin';
import type { Broadsheet, SchoolClass } from '@chikoro/contracts';
import { apiBlob } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';
import { BroadsheetTable } from './BroadsheetTable';

interface Term {
  id: string;
  name: string;
  academicYearName: string;
}

const ALL = { pagination: { page: 1, perPage: 100 } } as const;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * The class broadsheet: choose a class (or, for the admin, a whole level) and a term to see every
 * student's final marks, total, average, points and position, each subject's average and pass
 * rate, and download it as a spreadsheet or an A4-landscape PDF. The choice stays in the address.
 */
export function BroadsheetPage() {
  const [params, setParams] = useSearchParams();
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'ADMIN';
  const classes = useGetList<SchoolClass>('class-management', {
    ...ALL,
    sort: { field: 'name', order: 'ASC' },
  });
  const terms = useGetList<Term>('terms', { ...ALL, sort: { field: 'startDate', order: 'DESC' } });
  const levels = [
    ...new Map((classes.data ?? []).map((c) => [c.levelId, c.levelName ?? 'Level'])).entries(),
  ];
  const group = params.get('classId')
    ? `class:${params.get('classId')}`
    : params.get('levelId')
      ? `level:${params.get('levelId')}`
      : '';
  const termId = params.get('termId') ?? '';
  const [kind, groupId] = group.split(':') as ['class' | 'level' | '', string | undefined];
  const filter =
    kind && groupId && termId
      ? { [kind === 'class' ? 'classId' : 'levelId']: groupId, termId }
      : undefined;
  const sheets = useGetList<Broadsheet>(
    'broadsheets',
    { ...ALL, filter },
    { enabled: Boolean(filter) },
  );
  const sheet = sheets.data?.[0];
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: { group?: string; termId?: string }) => {
    const [k, id] = (next.group ?? group).split(':');
    const query: Record<string, string> = {};
    if (k && id) query[k === 'class' ? 'classId' : 'levelId'] = id;
    if (next.termId ?? termId) query.termId = next.termId ?? termId;
    setParams(query, { replace: true });
  };
  const download = async (format: 'xlsx' | 'pdf') => {
    if (!sheet) return;
    setFailure(null);
    const path = sheet.classId
      ? `${sheet.classId}/${sheet.termId}`
      : `level/${sheet.levelId}/${sheet.termId}`;
    try {
      saveBlob(
        await apiBlob(`/api/broadsheets/${path}.${format}`),
        `broadsheet-${slug(`${sheet.className ?? sheet.levelName ?? ''} ${sheet.termName ?? ''}`)}.${format}`,
      );
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The download failed. Try again.');
    }
  };

  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="Class broadsheet" />
      <Typography variant="h5" component="h2" gutterBottom>
        Class broadsheet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Every student’s final mark and grade per subject, with total, average, points and position
        (by average, ties sharing a place), and each subject’s average and pass rate. A subject
        still waiting for a mark counts in none of them. Marks and totals print as the school’s
        report cards print scores, averages with one decimal more.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Class"
          value={classes.data ? group : ''}
          onChange={(e) => choose({ group: e.target.value })}
          sx={{ minWidth: 240 }}
        >
          {(classes.data ?? []).map((c) => (
            <MenuItem key={c.id} value={`class:${c.id}`}>
              {c.name}
            </MenuItem>
          ))}
          {admin &&
            levels.map(([id, name]) => (
              <MenuItem key={id} value={`level:${id}`}>{`${name} (all classes)`}</MenuItem>
            ))}
        </TextField>
        <TextField
          select
          label="Term"
          value={terms.data ? termId : ''}
          onChange={(e) => choose({ termId: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          {(terms.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>{`${t.name} ${t.academicYearName}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {filter && sheets.isSuccess && !sheet && (
        <Alert severity="info">
          No results for this choice yet: marks appear here once exams are set and marked.
        </Alert>
      )}
      {sheets.error ? <Alert severity="error">{sheets.error.message}</Alert> : null}
      {sheet && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download('xlsx')}
            >
              Download XLSX
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download('pdf')}
            >
              Download PDF
            </Button>
          </Stack>
          <BroadsheetTable sheet={sheet} />
        </>
      )}
    </Box>
  );
}
