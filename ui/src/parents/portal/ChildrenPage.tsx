import { useEffect, useState, type ReactNode } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MyChild } from '@chikoro/contracts';
import { ChildAbsences, ChildAttendance } from '../../attendance';
import { SubjectList } from './ChildCard';
import { ExamResults } from './ExamResults';
import { ReportCardDialog } from './ReportCardDialog';
import { childName, classLine, schoolYearLine, useMyChildren } from './useMyChildren';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** One child's tab: school, class, subjects, published exam results, attendance, absences to report and the report card. */
function ChildPanel({ child, onViewCard }: { child: MyChild; onViewCard(): void }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Section title={childName(child)}>
        <Typography>
          <strong>School:</strong> {child.school.name || 'SCHOOL NAME'}
        </Typography>
        <Typography>
          <strong>Class:</strong> {classLine(child)}
        </Typography>
        <Typography>
          <strong>School year:</strong> {schoolYearLine(child)}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          <strong>Registration number:</strong> {child.registrationNumber}
        </Typography>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
          Subjects{child.term ? ` (${child.term.name})` : ''}
        </Typography>
        <SubjectList child={child} />
        <Button
          variant="contained"
          startIcon={<AssignmentIcon />}
          sx={{ mt: 2 }}
          disabled={!child.latestReportCardId}
          onClick={onViewCard}
        >
          Report card
        </Button>
        {!child.latestReportCardId && (
          <Typography variant="caption" color="text.secondary" component="p">
            No report card published yet.
          </Typography>
        )}
      </Section>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <ChildAttendance studentId={child.id} />
        <Section title="Absences">
          <ChildAbsences studentId={child.id} name={childName(child)} />
        </Section>
      </Box>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <Section title="Exam results">
          <ExamResults studentId={child.id} />
        </Section>
      </Box>
    </Box>
  );
}

/**
 * /parent/students (spec 001 §2.13): one tab per child, at whichever school of the family they are;
 * `?child=<student id>` (where the bell's absence alert leads) opens that child's tab.
 */
export function ChildrenPage() {
  const { children, failed } = useMyChildren();
  const [tab, setTab] = useState(0);
  const wanted = useSearchParams()[0].get('child');
  useEffect(() => {
    const index = children?.findIndex((child) => child.id === wanted) ?? -1;
    if (index >= 0) setTab(index);
  }, [children, wanted]);
  const [open, setOpen] = useState<MyChild | null>(null);
  const current = children?.[Math.min(tab, children.length - 1)];
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="Students" />
      {failed && (
        <Alert severity="error">Your children could not be loaded. Try again in a moment.</Alert>
      )}
      {!children && !failed && <LinearProgress />}
      {children?.length === 0 && (
        <Alert severity="info">No children are linked to your account yet.</Alert>
      )}
      {children && current && (
        <>
          <Tabs
            value={children.indexOf(current)}
            onChange={(_, value: number) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Your children"
            sx={{ mb: 2 }}
          >
            {children.map((child) => (
              <Tab
                key={child.id}
                id={`child-tab-${child.id}`}
                aria-controls={`child-panel-${child.id}`}
                label={childName(child)}
                sx={{ textTransform: 'none' }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`child-panel-${current.id}`}
            aria-labelledby={`child-tab-${current.id}`}
          >
            <ChildPanel key={current.id} child={current} onViewCard={() => setOpen(current)} />
          </Box>
        </>
      )}
      <ReportCardDialog child={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
