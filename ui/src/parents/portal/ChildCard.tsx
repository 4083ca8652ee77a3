import AssignmentIcon from '@mui/icons-material/Assignment';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  Typography,
} from '@mui/material';
import type { MyChild } from '@chikoro/contracts';
import { ChildAbsences } from '../../attendance';
import { childName, classLine, schoolYearLine } from './useMyChildren';

/** What a child takes this term: each subject with its teachers, or why there is nothing to show. */
export function SubjectList({ child }: { child: MyChild }) {
  if (child.status === 'Graduated')
    return (
      <Typography variant="body2" color="text.secondary">
        Graduated: no current subjects.
      </Typography>
    );
  if (!child.term)
    return (
      <Typography variant="body2" color="text.secondary">
        The school has no current term yet.
      </Typography>
    );
  if (child.subjects.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No subjects assigned to the class for {child.term.name} yet.
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      aria-label={`${child.firstName}'s subjects`}
    >
      {child.subjects.map((s) => (
        <li key={s.subjectId}>
          <Chip
            size="small"
            variant="outlined"
            label={
              s.teachers.length
                ? `${s.subjectName} · ${s.teachers.map((t) => t.name).join(', ')}`
                : s.subjectName
            }
            sx={{
              maxWidth: '100%',
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * One child on the 'Parent Portal' page (spec 001 §2.13): name, school, class, school year, current subjects,
 * absences to report, and 'View Latest Report Card', which the school's first publication enables.
 */
export function ChildCard({
  child,
  onViewCard,
}: {
  child: MyChild;
  onViewCard(child: MyChild): void;
}) {
  const name = childName(child);
  return (
    <Card
      component="article"
      data-testid="child-card"
      aria-label={name}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flex: 1, overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }} alt="">
            {child.firstName.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {child.registrationNumber}
              {child.status !== 'Active' ? ` · ${child.status}` : ''}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2">
          <strong>School:</strong> {child.school.name || 'SCHOOL NAME'}
        </Typography>
        <Typography variant="body2">
          <strong>Class:</strong> {classLine(child)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <strong>School year:</strong> {schoolYearLine(child)}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Current subjects{child.term ? ` (${child.term.name})` : ''}
        </Typography>
        <SubjectList child={child} />
        <Divider sx={{ my: 2 }} />
        <ChildAbsences studentId={child.id} name={name} heading="h3" />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<AssignmentIcon />}
          disabled={!child.latestReportCardId}
          onClick={() => onViewCard(child)}
        >
          View Latest Report Card
        </Button>
        {!child.latestReportCardId && (
          <Typography variant="caption" color="text.secondary">
            No report card published yet.
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
