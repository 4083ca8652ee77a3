import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { cardText, resultMessages as m } from '@chikoro/contracts';
import { openResultsLink, type ResultsLinkResult } from './api';
import { ReportCardView } from './ReportCardView';

function SignIn({ variant }: { variant: 'text' | 'contained' }) {
  return (
    <Button component={RouterLink} to="/login" variant={variant} startIcon={<LoginIcon />}>
      Sign in for everything else
    </Button>
  );
}

/**
 * /results/<token>: the page a results link opens, without a password: the one card it was sent
 * for, its PDF, and the sign-in for everything else. An expired or replaced link says so.
 */
export function ResultsLinkPage() {
  const { token = '' } = useParams();
  const [result, setResult] = useState<ResultsLinkResult | null>(null);

  useEffect(() => {
    let live = true;
    setResult(null);
    void openResultsLink(token).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [token]);

  const card = result?.status === 'found' ? result.card : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {card
          ? `${card.snapshot.student.firstName} ${card.snapshot.student.lastName}'s report card`
          : 'Report card'}
      </Typography>
      {!result && <CircularProgress />}
      {result?.status === 'gone' && (
        <Alert
          severity="warning"
          data-testid="results-link-gone"
          action={<SignIn variant="text" />}
        >
          {m.resultsLinkGone}
        </Alert>
      )}
      {result?.status === 'error' && <Alert severity="error">{result.message}</Alert>}
      {card && (
        <>
          {card.amended && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="results-link-amended">
              {`Version ${card.version}: this card was amended after publication.`}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Button
              component="a"
              href={`/api/public/results/${encodeURIComponent(token)}.pdf`}
              variant="contained"
              startIcon={<DownloadIcon />}
            >
              Download PDF
            </Button>
            <SignIn variant="text" />
          </Box>
          <ReportCardView text={cardText(card, window.location.origin)} />
        </>
      )}
    </Container>
  );
}
