import { useEffect, useMemo, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/Print';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  cardText,
  harareDate,
  reportCardScreenLabels as s,
  type ReportCardRow,
} from '@chikoro/contracts';
import { useProtectedUrl } from '../api/useProtectedFile';
import { downloadCardPdf, fetchStudentCards } from './api';
import { TERM_OPTIONS, initialChoice, versionsFor, yearOptions } from './choose';
import { CardAcknowledgement } from './CardAcknowledgement';
import { ReportCardView } from './ReportCardView';

/** Printing shows the card alone: every other part of the page is hidden on paper. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#report-card-print, #report-card-print *': { visibility: 'visible' },
        '#report-card-print': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

export interface ReportCardScreenProps {
  /** The student whose cards to show; a student's own portal may leave it out (the server scopes to them). */
  student: { id?: string; firstName: string; lastName: string };
  /** A version to open on (the admin's show page); otherwise the latest published card. */
  cardId?: string;
}

/**
 * Spec 000 §2's report card screen: '{first} {last}'s report card', term and year selectors,
 * 'Filter report', Print and 'Download report card' (the server's PDF of the shown version).
 * An amended card says so and what changed; its earlier versions stay one click away. Used by
 * the admin's report-card page and the student's (and parent's) portal.
 */
export function ReportCardScreen({ student, cardId }: ReportCardScreenProps) {
  const currentYear = new Date().getFullYear();
  const years = useMemo(() => yearOptions(currentYear), [currentYear]);
  const [cards, setCards] = useState<ReportCardRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [term, setTerm] = useState<string>(TERM_OPTIONS[0]);
  const [year, setYear] = useState(String(currentYear));
  const [filter, setFilter] = useState<{ term: string; year: string } | null>(null);
  const [versionId, setVersionId] = useState<string | undefined>(cardId);
  const [downloading, setDownloading] = useState(false);

  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    let live = true;
    fetchStudentCards(student.id)
      .then((rows) => {
        if (!live) return;
        setCards(rows);
        // Read again after an acknowledgement: the same term and version stay chosen.
        if (loaded > 0) return;
        const first = initialChoice(rows, cardId, currentYear);
        setTerm(first.term);
        setYear(first.year);
        setFilter(first);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [student.id, cardId, currentYear, loaded]);

  const versions = cards && filter ? versionsFor(cards, filter.term, filter.year) : [];
  const shown = versions.find((v) => v.id === versionId) ?? versions[0];
  // The logo printed on this version, read under the card's own rules (a student or parent reads no school uploads).
  const { file: logo } = useProtectedUrl(
    shown?.snapshot.school.logoFileId
      ? `/api/report-cards/${encodeURIComponent(shown.id)}/logo`
      : null,
  );
  const text = shown ? cardText(shown, window.location.origin) : null;
  const termOptions = [...new Set([...TERM_OPTIONS, term])];

  const download = async () => {
    if (!shown) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadCardPdf(shown);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, maxWidth: 900, mx: 'auto', minWidth: 0 }}>
      {printStyles}
      <Typography variant="h5" component="h2" sx={{ mb: 2 }} className="no-print">
        {s.heading(student.firstName, student.lastName)}
      </Typography>
      <Box
        className="no-print"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      >
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Term"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'term-select' } } }}
        >
          {termOptions.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Year"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          sx={{ minWidth: 110 }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => {
            setFilter({ term, year });
            setVersionId(undefined);
          }}
        >
          {s.filter}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!shown}
        >
          {s.print}
        </Button>
        <Button
          variant="contained"
          startIcon={
            downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
          }
          onClick={() => void download()}
          disabled={!shown || downloading}
        >
          {s.download}
        </Button>
      </Box>

      {error && (
        <Alert severity="error" sx={{ mb: 2 }} className="no-print">
          {error}
        </Alert>
      )}
      {!cards && !error && <CircularProgress />}
      {cards && !shown && <Alert severity="info">{s.noCard}</Alert>}

      {shown && text && (
        <>
          {versions.length > 1 && (
            <Alert
              severity={shown.id === versions[0]!.id ? 'info' : 'warning'}
              sx={{ mb: 2 }}
              className="no-print"
              data-testid="version-status"
            >
              {shown.id === versions[0]!.id ? s.latest : s.superseded}
            </Alert>
          )}
          <Box id="report-card-print">
            <ReportCardView text={text} logoUrl={logo?.url} />
          </Box>
          <CardAcknowledgement
            card={shown}
            latest={shown.id === versions[0]!.id}
            onAcknowledged={() => setLoaded((n) => n + 1)}
          />
          {versions.length > 1 && (
            <Accordion className="no-print" sx={{ mt: 2 }} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>
                  {s.earlierVersions} ({versions.length} versions)
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <List dense>
                  {versions.map((v) => (
                    <ListItemButton
                      key={v.id}
                      selected={v.id === shown.id}
                      onClick={() => setVersionId(v.id)}
                    >
                      <ListItemText
                        primary={`Version ${v.version}${v.amended ? ' (amended)' : ''}${v.id === versions[0]!.id ? ': latest' : ''}`}
                        secondary={`Published ${harareDate(v.publishedAt)}`}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </AccordionDetails>
            </Accordion>
          )}
        </>
      )}
    </Box>
  );
}
