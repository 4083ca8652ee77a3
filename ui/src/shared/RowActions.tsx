import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A record's actions. On a phone each is a 44 px target, and the destructive one stands apart at
 * the row's far end behind a divider, so a thumb meant for Edit never lands on Delete.
 */
export function RowActions({
  children,
  destructive,
}: {
  children: ReactNode;
  destructive: ReactNode;
}) {
  return (
    <Box
      data-testid="row-actions"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        [theme.breakpoints.down('sm')]: {
          gap: 1,
          '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 },
        },
      })}
    >
      {children}
      <Box
        data-testid="row-action-destructive"
        sx={{
          ml: 'auto',
          pl: 1,
          borderLeft: 1,
          borderColor: 'divider',
          display: 'flex',
          '&:empty': { display: 'none' },
        }}
      >
        {destructive}
      </Box>
    </Box>
  );
}
