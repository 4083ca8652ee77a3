import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Checkbox, IconButton, TextField, Typography } from '@mui/material';
import { get, useController, useFormState, type FieldValues } from 'react-hook-form';
import type { FieldError, GradeBand } from '@chikoro/contracts';

/** A row as typed: numbers stay text until Submit, so a half-typed '7' is not refused mid-way. */
export interface BandRow {
  grade: string;
  minScore: string;
  maxScore: string;
  points: string;
  pass: boolean;
}

export const rowsOf = (bands: readonly GradeBand[]): BandRow[] =>
  bands.map((b) => ({
    grade: b.grade,
    minScore: String(b.minScore),
    maxScore: String(b.maxScore),
    points: b.points === undefined ? '' : String(b.points),
    pass: b.pass,
  }));

const number = (v: string) => (v.trim() === '' ? undefined : Number(v));
/** What the command carries: an empty score is left out, so the schema names it ('The minimum score must be a number'). */
export const bandsOf = (rows: readonly BandRow[]) =>
  rows.map((r) => ({
    grade: r.grade,
    minScore: number(r.minScore),
    maxScore: number(r.maxScore),
    points: number(r.points),
    pass: r.pass,
  }));

/** A form's values with its scale's rows as the bands the command carries. */
export const withBands = ({ gradingScale, ...rest }: FieldValues) => ({
  ...rest,
  gradingScale: bandsOf(Array.isArray(gradingScale) ? gradingScale : []),
});

const columns = 'minmax(0,1.1fr) repeat(3, minmax(0,1fr)) 42px 40px';
const fields = [
  ['grade', 'Grade'],
  ['minScore', 'Min'],
  ['maxScore', 'Max'],
  ['points', 'Points'],
] as const;

/**
 * Every message of a form error and the errors under it, each with its field's dotted path: a
 * scale may have several problems (the resolver keeps them all), so none is dropped.
 */
export function messagesOf(node: unknown, path: string): FieldError[] {
  if (!node || typeof node !== 'object') return [];
  const { message, types, type: _type, ref: _ref, ...children } = node as Record<string, unknown>;
  const listed =
    types && typeof types === 'object'
      ? Object.values(types)
          .flat()
          .filter((m) => typeof m === 'string')
      : [];
  const own = listed.length > 0 ? listed : typeof message === 'string' ? [message] : [];
  return [
    ...own.map((m) => ({ field: path, message: m })),
    ...Object.entries(children).flatMap(([key, child]) =>
      messagesOf(child, key === 'root' ? path : `${path}.${key}`),
    ),
  ];
}

/**
 * The grading-scale rows (grade, min, max, points, pass) of the form's `gradingScale`, with
 * add/remove; the schema's and the server's messages name the rows, right under them.
 */
export function GradingScaleEditor() {
  const { field: scale } = useController({ name: 'gradingScale' });
  const { errors } = useFormState({ name: 'gradingScale' });
  const rows: BandRow[] = Array.isArray(scale.value) ? scale.value : [];
  const onChange = (next: BandRow[]) => scale.onChange(next);
  const errorAt = (i: number, field: string) => Boolean(get(errors, `gradingScale.${i}.${field}`));
  const scaleErrors = messagesOf(errors.gradingScale, 'gradingScale');
  const set = (i: number, patch: Partial<BandRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Grading scale (scores 0–100, minimums inclusive)
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1, alignItems: 'center' }}
        data-testid="grading-scale-rows"
      >
        {[...fields.map(([, label]) => label), 'Pass', ''].map((label) => (
          <Typography key={label || 'remove'} variant="caption" color="text.secondary">
            {label}
          </Typography>
        ))}
        {rows.map((row, i) => (
          <Box key={i} sx={{ display: 'contents' }}>
            {fields.map(([field, label]) => (
              <TextField
                key={field}
                size="small"
                hiddenLabel
                value={row[field]}
                error={errorAt(i, field)}
                onChange={(e) => set(i, { [field]: e.target.value })}
                slotProps={{
                  htmlInput: {
                    'aria-label': `${label} of row ${i + 1}`,
                    inputMode: field === 'grade' ? 'text' : 'decimal',
                    'data-testid': `band-${i}-${field}`,
                  },
                }}
              />
            ))}
            <Checkbox
              checked={row.pass}
              onChange={(e) => set(i, { pass: e.target.checked })}
              slotProps={{ input: { 'aria-label': `Pass of row ${i + 1}` } }}
            />
            <IconButton
              aria-label={`Remove row ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              disabled={rows.length === 1}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddIcon />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() =>
          onChange([...rows, { grade: '', minScore: '', maxScore: '', points: '', pass: false }])
        }
      >
        Add a row
      </Button>
      {scaleErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <Box component="ul" data-testid="grading-scale-errors" sx={{ m: 0, pl: 2 }}>
            {scaleErrors.map((e, i) => (
              <li key={i}>
                {rowLabel(e.field, rows)}
                {e.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** 'Row 3 (C): ' before a message about one cell; problems across rows already name them. */
function rowLabel(field: string, rows: BandRow[]): string {
  const index = /^gradingScale\.(\d+)\./.exec(field)?.[1];
  if (index === undefined) return '';
  const grade = rows[Number(index)]?.grade;
  return `Row ${Number(index) + 1}${grade ? ` (${grade})` : ''}: `;
}
