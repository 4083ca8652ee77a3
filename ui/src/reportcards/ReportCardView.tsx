import { Fragment, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { reportCardLabels as l, type CardText } from '@chikoro/contracts';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const tight = {
  '& th, & td': {
    px: { xs: 0.75, sm: 1.5 },
    py: 0.75,
    fontSize: { xs: 13, sm: 14 },
    overflowWrap: 'break-word',
  },
};

/**
 * The card itself (spec 000 §2, spec 001 §2.12), from the same text the PDF prints: what is on
 * the screen is what is on paper. Fits a 390 px phone without sideways scrolling.
 */
export function ReportCardView({ text, logoUrl }: { text: CardText; logoUrl?: string | null }) {
  const rated = text.conductAndEffort;
  return (
    <Paper
      variant="outlined"
      data-testid="report-card"
      sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: 'auto', overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {logoUrl && (
          <Box
            component="img"
            src={logoUrl}
            alt=""
            sx={{ width: 56, height: 56, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ flexGrow: 1, textAlign: 'center', minWidth: 0 }}>
          <Typography
            variant="h5"
            component="p"
            sx={{ color: '#1b5e20', fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {text.schoolName}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {l.title}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          {text.amendments && (
            <Typography sx={{ color: 'error.main', fontWeight: 700 }} data-testid="amended-badge">
              {l.amended}
            </Typography>
          )}
          <Typography variant="caption">Version {text.version}</Typography>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          mb: 2,
        }}
      >
        <Fact label="Student" value={text.studentName} />
        <Fact label="Reg. no." value={text.registrationNumber} />
        <Fact label={l.classGrade} value={text.classGrade} />
        <Fact label={l.term} value={text.term} />
        {text.classTeacher && <Fact label={l.classTeacher} value={text.classTeacher} />}
      </Box>

      {text.amendments && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="amendments">
          <Typography variant="subtitle2">
            {l.amended}: version {text.version} replaces the earlier version
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {(text.amendments.length ? text.amendments : ['Reissued']).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Alert>
      )}

      <Table size="small" sx={{ tableLayout: 'fixed', mb: 2, ...tight }} aria-label="Subjects">
        <TableHead>
          <TableRow
            sx={{ bgcolor: '#e8f5e9', '& th': { fontWeight: 700, fontSize: { xs: 10, sm: 13 } } }}
          >
            <TableCell sx={{ width: { xs: rated ? '30%' : '31%', sm: rated ? '24%' : '30%' } }}>
              {l.subject}
            </TableCell>
            <TableCell align="right" sx={{ width: { xs: '17%', sm: rated ? '10%' : '12%' } }}>
              {l.score}
            </TableCell>
            <TableCell align="center" sx={{ width: { xs: '16%', sm: '10%' } }}>
              {l.grade}
            </TableCell>
            {rated && (
              <>
                <TableCell align="center" sx={{ width: { xs: '19%', sm: '11%' } }}>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {l.conduct}
                  </Box>
                  <Box
                    component="abbr"
                    title="Conduct"
                    sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}
                  >
                    COND.
                  </Box>
                </TableCell>
                <TableCell align="center" sx={{ width: { xs: '18%', sm: '10%' } }}>
                  {l.effort}
                </TableCell>
              </>
            )}
            {/* On a phone, a card with conduct and effort gives each comment a line of its own. */}
            <TableCell sx={rated ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
              {l.teacherComment}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {text.rows.map((row) => (
            <Fragment key={row.subject}>
              <TableRow data-testid="subject-row">
                <TableCell>{row.subject}</TableCell>
                <TableCell align="right">{row.score}</TableCell>
                <TableCell align="center" sx={{ fontWeight: 700 }}>
                  {row.grade}
                </TableCell>
                {rated && (
                  <>
                    <TableCell align="center">{row.conduct}</TableCell>
                    <TableCell align="center">{row.effort}</TableCell>
                  </>
                )}
                <TableCell sx={rated ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
                  {row.comment}
                </TableCell>
              </TableRow>
              {rated && (
                <TableRow sx={{ display: { xs: 'table-row', sm: 'none' } }}>
                  <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                    {l.teacherComment}: {row.comment}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
      {rated && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {l.conductKey}
        </Typography>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
          mb: 2,
        }}
      >
        <Fact label={l.position} value={text.position} />
        <Fact label={l.average} value={text.average} />
        {text.attendance && <Fact label={l.attendance} value={text.attendance} />}
        {text.points && <Fact label={l.points} value={text.points} />}
        {text.nextTermOpens && <Fact label={l.nextTermOpens} value={text.nextTermOpens} />}
      </Box>

      <Box sx={{ border: 1, borderColor: 'divider', p: 1.5, mb: 2 }}>
        <Typography variant="subtitle2">{l.headComment}</Typography>
        <Typography variant="body2">{text.headComment}</Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="subtitle2">
            {l.gradingSystem} (scale v{text.gradingScaleVersion})
          </Typography>
          <Table size="small" sx={{ width: 'auto', ...tight }} aria-label={l.gradingSystem}>
            <TableHead>
              <TableRow>
                <TableCell>Grade</TableCell>
                <TableCell>Score</TableCell>
                <TableCell>Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {text.gradingSystem.map((row) => (
                <TableRow key={row.grade}>
                  <TableCell sx={{ fontWeight: 700 }}>{row.grade}</TableCell>
                  <TableCell>{row.range}</TableCell>
                  <TableCell>{row.points}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box
          sx={{ border: '2px dashed', borderColor: 'divider', p: 2, textAlign: 'center' }}
          data-testid="school-stamp"
        >
          <Typography variant="caption" color="text.secondary">
            {l.stamp}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {l.published}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 700 }}>
            {text.publishedOn}
          </Typography>
        </Box>
      </Box>

      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ mt: 2, overflowWrap: 'anywhere' }}
      >
        {l.verification}: <strong>{text.verificationCode}</strong> · {l.verifyAt}{' '}
        {text.verificationUrl} · Fingerprint (SHA-256): {text.fingerprint}
      </Typography>
    </Paper>
  );
}
