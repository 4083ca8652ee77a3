import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  cardText,
  reportCardLabels as l,
  type CardText,
  type ReportCardRow,
} from '@chikoro/contracts';
import { fetchAll } from '../reportcards/api';
import { useNarrow } from '../shared/CardList';

/** The latest version of each term's card, the newest term first. */
function latestPerTerm(cards: readonly ReportCardRow[]): ReportCardRow[] {
  const latest = new Map<string, ReportCardRow>();
  for (const card of cards)
    if ((latest.get(card.termId)?.version ?? 0) < card.version) latest.set(card.termId, card);
  return [...latest.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

function Rows({ text, narrow }: { text: CardText; narrow: boolean }) {
  if (narrow) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {text.rows.map((row) => (
          <Box
            component="li"
            key={row.subject}
            data-testid="result-row"
            sx={{ py: 1, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{row.subject}</Typography>
            <Typography variant="body2">
              Score {row.score} · Grade {row.grade}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.comment}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{l.subject}</TableCell>
          <TableCell>{l.score}</TableCell>
          <TableCell>{l.grade}</TableCell>
          <TableCell>{l.teacherComment}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {text.rows.map((row) => (
          <TableRow key={row.subject} data-testid="result-row">
            <TableCell>{row.subject}</TableCell>
            <TableCell>{row.score}</TableCell>
            <TableCell>{row.grade}</TableCell>
            <TableCell>{row.comment}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /student-portal/exam-results: the student's own results, term by term, exactly as their
 * published report cards give them (subject, score, grade, teacher's comment; position and
 * average). Nothing before the school publishes: drafts are the school's.
 */
export function MyExamResultsPage() {
  const basename = useBasename();
  const narrow = useNarrow('sm');
  const [cards, setCards] = useState<ReportCardRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchAll<ReportCardRow>('report-cards')
      .then((rows) => setCards(latestPerTerm(rows)))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="Exam Results" />
      {!cards && !error && <LinearProgress />}
      {error && <Alert severity="error">{error}</Alert>}
      {cards?.length === 0 && (
        <Alert severity="info">
          No results are published for you yet. They appear here when the school publishes a term's
          results.
        </Alert>
      )}
      {cards?.map((card) => {
        const text = cardText(card, window.location.origin);
        return (
          <Card key={card.id} sx={{ mb: 2 }} data-testid="term-results">
            <CardContent sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {text.term}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {text.classGrade} · {l.position} {text.position} · {l.average} {text.average} ·{' '}
                {l.published} {text.publishedOn}
              </Typography>
              <Rows text={text} narrow={narrow} />
              <Button component={Link} to={`${basename}/report-card`} sx={{ mt: 1 }}>
                Open the report card
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
