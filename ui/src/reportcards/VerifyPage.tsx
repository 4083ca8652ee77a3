import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  CircularProgress,
  Container,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatMoney,
  formatSchoolDay,
  fromWire,
  verificationMessages as m,
  type VerifiedLine,
} from '@chikoro/contracts';
import { verifyCode, type ReceiptVerification, type VerificationResult } from './api';

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body1"
        sx={{
          fontWeight: 600,
          overflowWrap: 'anywhere',
          fontFamily: mono ? 'monospace' : undefined,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Subject, score and grade, in the card's order and words, to be read against the paper. */
function Lines({
  heading,
  lines,
  testId,
}: {
  heading: string;
  lines: VerifiedLine[];
  testId: string;
}) {
  return (
    <Box sx={{ mt: 3 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      <Table size="small" aria-label={heading}>
        <TableHead>
          <TableRow>
            <TableCell>SUBJECT</TableCell>
            <TableCell align="right">SCORE</TableCell>
            <TableCell align="right">GRADE</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.subject}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.subject}</TableCell>
              <TableCell align="right">{line.score}</TableCell>
              <TableCell align="right">{line.grade}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A fee receipt's code: the school, its number, day and amount, and whether the payment stands. */
function Receipt({ receipt }: { receipt: ReceiptVerification }) {
  const stands = receipt.status === 'Recorded';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="receipt-verification">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <CheckCircleIcon color="success" />
        <Typography>This code belongs to a receipt issued on Chikoro.</Typography>
      </Box>
      <Row label="School" value={receipt.schoolName ?? ''} />
      <Row label="Receipt" value={receipt.receiptNo} mono />
      <Row label="Date" value={formatSchoolDay(receipt.date)} />
      <Row label="Amount" value={formatMoney(fromWire(receipt.amount))} />
      <Alert severity={stands ? 'success' : 'warning'} sx={{ mt: 2 }}>
        {stands
          ? 'This payment stands.'
          : 'This payment was reversed: the receipt no longer counts.'}
      </Alert>
    </Paper>
  );
}

/**
 * /verify/<code>: the page a printed card's QR code opens, for anyone. It confirms that the code
 * belongs to a card, whether that card is the latest version, and shows each subject's score and
 * grade as published, so a paper whose marks were altered can be caught; comments stay private.
 * A fee receipt's code (its QR code and the SMS sent to the family lead here) shows the receipt.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const [result, setResult] = useState<VerificationResult | null>(null);

  useEffect(() => {
    let live = true;
    setResult(null);
    void verifyCode(code).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {result?.status === 'receipt' ? 'Receipt verification' : m.heading}
      </Typography>
      {!result && <CircularProgress />}
      {result?.status === 'unknown' && <Alert severity="error">{m.unknown}</Alert>}
      {result?.status === 'receipt' && <Receipt receipt={result.receipt} />}
      {result?.status === 'error' && <Alert severity="error">{result.message}</Alert>}
      {result?.status === 'found' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="verification">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            <CheckCircleIcon color="success" />
            <Typography>{m.genuine}</Typography>
          </Box>
          <Row label="School" value={result.card.schoolName} />
          <Row label="Student" value={result.card.studentName} />
          <Row label="Term" value={`${result.card.termName} ${result.card.academicYearName}`} />
          <Row
            label="Version"
            value={`${result.card.version}${result.card.amended ? ' (amended)' : ''}`}
          />
          <Row label="Fingerprint (SHA-256)" value={result.card.fingerprint} mono />
          <Alert
            severity={result.card.latest ? 'success' : 'warning'}
            sx={{ mt: 2 }}
            data-testid="verification-latest"
          >
            {result.card.latest ? m.latest : m.superseded}
          </Alert>
          {result.card.amended && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="verification-amended">
              {m.amended}
            </Alert>
          )}
          <Lines
            heading={m.linesHeading(result.card.version)}
            lines={result.card.lines}
            testId="verification-lines"
          />
          {result.card.latestVersion && (
            <Lines
              heading={m.latestHeading(result.card.latestVersion.version)}
              lines={result.card.latestVersion.lines}
              testId="verification-latest-lines"
            />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {m.compare}
          </Typography>
        </Paper>
      )}
    </Container>
  );
}
