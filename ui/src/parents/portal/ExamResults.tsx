import { useEffect, useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import {
  cardText,
  harareDate,
  reportCardLabels as l,
  type ReportCardRow,
} from '@chikoro/contracts';
import { fetchStudentCards } from '../../reportcards/api';

/** The latest version of each term's card, the newest term first. */
export function latestPerTerm(cards: readonly ReportCardRow[]): ReportCardRow[] {
  const latest = new Map<string, ReportCardRow>();
  for (const card of cards)
    if ((latest.get(card.termId)?.version ?? 0) < card.version) latest.set(card.termId, card);
  return [...latest.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/**
 * A child's exam results as the school published them: each term's subjects with score, grade and
 * the teacher's comment, the average and the class position, in the words of the printed card.
 * A list rather than a table, so a phone reads it without scrolling sideways.
 */
export function ExamResults({ studentId }: { studentId: string }) {
  const [cards, setCards] = useState<ReportCardRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchStudentCards(studentId)
      .then((rows) => live && setCards(latestPerTerm(rows)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [studentId]);
  if (failed)
    return <Alert severity="error">The results could not be loaded. Try again in a moment.</Alert>;
  if (!cards) return <LinearProgress />;
  if (cards.length === 0)
    return <Typography color="text.secondary">No results published yet.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {cards.map((card) => {
        const text = cardText(card, window.location.origin);
        return (
          <Box
            key={card.id}
            component="section"
            data-testid="exam-results"
            aria-label={`${text.term} results`}
          >
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {text.term}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {l.average} {text.average} · {l.position} {text.position} · published{' '}
              {harareDate(card.publishedAt)}
              {card.amended ? ` · ${l.amended}` : ''}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {text.rows.map((row, i) => (
                <Box
                  component="li"
                  key={`${row.subject}-${i}`}
                  sx={{
                    px: 1.5,
                    py: 1,
                    borderTop: i ? 1 : 0,
                    borderColor: 'divider',
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}>
                      {row.subject}
                    </Typography>
                    <Typography aria-label={`${l.score} ${row.score}`}>{row.score}</Typography>
                    <Typography
                      aria-label={`${l.grade} ${row.grade}`}
                      sx={{ fontWeight: 700, minWidth: 24, textAlign: 'right' }}
                    >
                      {row.grade}
                    </Typography>
                  </Box>
                  {row.comment && row.comment !== l.noComment && (
                    <Typography variant="body2" color="text.secondary">
                      {row.comment}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
