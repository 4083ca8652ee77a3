import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { TermCloseReport } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { markEntryLink, registerLink, reportCardsLink } from './links';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h3">{`${title} (${count})`}</Typography>
      {count === 0 ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {empty}
        </Alert>
      ) : (
        children
      )}
    </Paper>
  );
}

function Item({ to, primary, secondary }: { to: string; primary: string; secondary: string }) {
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <Link component={RouterLink} to={to}>
            {primary}
          </Link>
        }
        secondary={secondary}
      />
    </ListItem>
  );
}

/** What is still open in the term, each item a link to the page that puts it right. */
export function OpenItems({ report }: { report: TermCloseReport }) {
  const exams = report.examsWithoutMarks.reduce((n, t) => n + t.exams.length, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section
        title="Exams without marks"
        count={exams}
        empty="Every exam of the term has its marks."
      >
        {report.examsWithoutMarks.map((teacher) => (
          <Box key={teacher.teacherId} sx={{ mt: 1 }}>
            <Typography variant="subtitle2">{teacher.teacherName}</Typography>
            <List dense disablePadding>
              {teacher.exams.map((e) => (
                <Item
                  key={e.examId}
                  to={markEntryLink(e.examId)}
                  primary={`${e.subjectName} Paper ${e.paperNo} · ${e.className}`}
                  secondary={`${e.examName}: ${plural(e.missing, 'student')} without a mark`}
                />
              ))}
            </List>
          </Box>
        ))}
      </Section>
      <Section
        title="Classes not published"
        count={report.unpublishedClasses.length}
        empty="Every class’s results are published."
      >
        <List dense disablePadding>
          {report.unpublishedClasses.map((c) => (
            <Item
              key={c.classId}
              to={reportCardsLink(c.classId, report.termId)}
              primary={c.className}
              secondary={`${plural(c.students, 'student')}: publish the report cards`}
            />
          ))}
        </List>
      </Section>
      <Section
        title="Cards without comments"
        count={report.uncommentedCards.length}
        empty="Every card has its teachers’ and the head’s comments."
      >
        <List dense disablePadding>
          {report.uncommentedCards.map((c) => (
            <Item
              key={c.classId}
              to={reportCardsLink(c.classId, report.termId)}
              primary={c.className}
              secondary={`${plural(c.teacherComments, 'subject result')} without a teacher’s comment, ${plural(c.headComments, 'student')} without the head’s`}
            />
          ))}
        </List>
      </Section>
      <Section
        title="Registers not taken"
        count={report.registersNotTaken.length}
        empty="Every register of the term’s school days so far is taken."
      >
        <List dense disablePadding>
          {report.registersNotTaken.map((r) => (
            <Item
              key={r.classId}
              to={registerLink(r.classId, r.firstDate)}
              primary={r.className}
              secondary={`${plural(r.days, 'school day')} not taken, ${r.firstDate === r.lastDate ? formatDate(r.firstDate) : `${formatDate(r.firstDate)} to ${formatDate(r.lastDate)}`}`}
            />
          ))}
        </List>
      </Section>
    </Box>
  );
}
