import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import type { Exam, ExamMark } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import { checkRows, rowsFromTable, type CheckedRow } from './marksFile';
import { downloadMarksTemplate } from './marksTemplate';

/** A CSV or XLSX file as a table of text cells (exceljs and papaparse load only when a file is chosen). */
async function readTable(file: File): Promise<string[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    const table: string[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      table.push(
        values.map((v) =>
          v === null || v === undefined
            ? ''
            : typeof v === 'object' && 'text' in v
              ? String(v.text)
              : String(v),
        ),
      );
    });
    return table;
  }
  const Papa = (await import('papaparse')).default;
  return Papa.parse<string[]>(await file.text(), { skipEmptyLines: true }).data;
}

/**
 * Marks from a file (spec 001 §2.11's uploading results): columns Registration number, Student
 * name, Mark. A dry run lists every line's outcome and error first; only a clean file is sent, as
 * one RecordMarks.
 */
export function UploadMarksPage() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { data: exams = [] } = useGetList<Exam>('exams', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'examDate', order: 'DESC' },
    filter: {},
  });
  const [examId, setExamId] = useState('');
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exam = exams.find((e) => e.id === examId);
  const errors = checked?.filter((r) => r.outcome === 'error') ?? [];
  const toSend = checked?.filter((r) => r.outcome === 'send') ?? [];

  const dryRun = async (file: File | undefined) => {
    setChecked(null);
    setError(null);
    if (!file || !exam) return;
    try {
      const { data: roster } = await dataProvider.getList<ExamMark>('marks', {
        filter: { examId: exam.id },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'studentName', order: 'ASC' },
      });
      setChecked(checkRows(rowsFromTable(await readTable(file)), roster, exam.outOf));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The file could not be read');
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      await sendCommand('RecordMarks', {
        examId,
        marks: toSend.flatMap((r) =>
          r.studentId && r.value !== undefined ? [{ studentId: r.studentId, mark: r.value }] : [],
        ),
      });
      notify(`${toSend.length} marks recorded for ${exam?.examName}`, { type: 'success' });
      setChecked(null);
    } catch (failure) {
      setError(decisionError(failure, 'The marks could not be recorded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Uploading results" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Upload marks from a file
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          A CSV or Excel (.xlsx) file with the columns Registration number, Student name and Mark (A
          for absent, EX for exempt). Nothing is sent before you have seen the check. Choose the
          exam to download its template: the class's students with an empty Mark column to fill in.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}>
          <TextField
            select
            label="Exam"
            value={examId}
            onChange={(e) => {
              setExamId(e.target.value);
              setChecked(null);
            }}
            sx={{ minWidth: 260, maxWidth: '100%' }}
          >
            {exams
              .filter((e) => e.status !== 'Cancelled')
              .map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.examName} — {e.className}
                </MenuItem>
              ))}
          </TextField>
          <Button
            disabled={!exam}
            onClick={() =>
              exam &&
              void downloadMarksTemplate(exam, 'csv').catch(() =>
                setError('The template could not be downloaded'),
              )
            }
          >
            Template (CSV)
          </Button>
          <Button
            disabled={!exam}
            onClick={() =>
              exam &&
              void downloadMarksTemplate(exam, 'xlsx').catch(() =>
                setError('The template could not be downloaded'),
              )
            }
          >
            Template (Excel)
          </Button>
          <Button variant="outlined" component="label" disabled={!exam}>
            Choose a file
            <input
              hidden
              type="file"
              accept=".csv,.xlsx"
              data-testid="marks-file"
              onChange={(e) => void dryRun(e.target.files?.[0])}
            />
          </Button>
        </Box>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {checked && (
          <>
            <Alert severity={errors.length ? 'error' : 'info'} sx={{ mb: 1 }}>
              {errors.length
                ? `${errors.length} line(s) need correcting before anything is sent.`
                : `${toSend.length} mark(s) to record.`}
            </Alert>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="dry-run">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Registration number</TableCell>
                    <TableCell>Student name</TableCell>
                    <TableCell>Mark</TableCell>
                    <TableCell>Check</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {checked.map((r) => (
                    <TableRow key={r.line}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>{r.registrationNumber}</TableCell>
                      <TableCell>{r.studentName}</TableCell>
                      <TableCell>{r.mark}</TableCell>
                      <TableCell sx={{ color: r.outcome === 'error' ? 'error.main' : undefined }}>
                        {r.message}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Button
              sx={{ mt: 2 }}
              variant="contained"
              disabled={busy || errors.length > 0 || toSend.length === 0}
              onClick={() => void send()}
            >
              {busy ? 'Please wait...' : `Record ${toSend.length} mark(s)`}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
