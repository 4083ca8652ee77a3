import { Box, Card, CardContent, Typography } from '@mui/material';
import type { MyProfile } from '@chikoro/contracts';
import { formatDate } from '../../shared/dates';
import { displayPhone } from './phones';

const employment: Record<string, string> = { FULL_TIME: 'Full time', PART_TIME: 'Part time' };

/** The facts of the record the school keeps, shown as they are: only the school changes them. */
function factsOf(me: MyProfile): [string, string | number | null][] {
  if (me.student) {
    return [
      ['Registration number', me.student.registrationNumber],
      ['Class', me.student.className],
      ['Level/Grade', me.student.levelName],
      ['Status', me.student.status],
    ];
  }
  if (me.teacher) {
    const t = me.teacher;
    return [
      ['EC number', t.ecNumber],
      ['Status', t.status],
      ['Hire date', t.hireDate ? formatDate(t.hireDate) : null],
      ['Employment', t.employmentType ? (employment[t.employmentType] ?? t.employmentType) : null],
      ['Years of experience', t.yearsOfExperience],
      ['Gender', t.gender],
      ['Nationality', t.nationality],
      ['Address', t.address],
      ['Country', t.country],
      ['Province', t.province],
      ['District', t.district],
      ['Other phone', t.alternatePhoneNumber],
      [
        'Emergency contact',
        [
          t.emergencyContactName,
          t.emergencyContactRelationship && `(${t.emergencyContactRelationship})`,
          t.emergencyContactPhoneNumber && displayPhone(t.emergencyContactPhoneNumber),
        ]
          .filter(Boolean)
          .join(' ') || null,
      ],
    ];
  }
  if (me.parent)
    return [
      ['Children linked', me.parent.childrenCount],
      ['Status', me.parent.status],
    ];
  return [];
}

/** "Kept by your school": a student's number and class, a teacher's record, a parent's linked children. */
export function SchoolRecord({ me }: { me: MyProfile }) {
  const facts = factsOf(me).filter(([, value]) => value !== null && value !== '');
  if (facts.length === 0) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Kept by your school
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Ask the school office to correct any of these.
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
          data-testid="school-record"
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
