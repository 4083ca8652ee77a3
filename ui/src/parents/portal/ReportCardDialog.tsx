import { Dialog, DialogContent, IconButton, useMediaQuery, useTheme } from '@mui/material';
import type { MyChild } from '@chikoro/contracts';
import { ReportCardScreen } from '../../reportcards';

/**
 * Spec 000 §2's report card screen as a popup, closed with '+' (turned into a cross): the child's
 * latest published card, with the term and year selectors, Print and 'Download report card'. A
 * phone gets the whole screen.
 */
export function ReportCardDialog({ child, onClose }: { child: MyChild | null; onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={child !== null}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      slotProps={{
        paper: {
          'aria-label': child ? `${child.firstName} ${child.lastName}'s report card` : undefined,
        },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label="Close"
        className="no-print"
        sx={{
          position: 'absolute',
          right: 8,
          top: 8,
          fontSize: 32,
          lineHeight: 1,
          width: 44,
          height: 44,
          transform: 'rotate(45deg)',
        }}
      >
        +
      </IconButton>
      <DialogContent sx={{ px: { xs: 1, sm: 3 }, pt: 5 }}>
        {child && (
          <ReportCardScreen
            student={{ id: child.id, firstName: child.firstName, lastName: child.lastName }}
            cardId={child.latestReportCardId ?? undefined}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
