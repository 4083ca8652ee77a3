import { Box, Typography } from '@mui/material';

/** The Chikoro mark: an open exercise book under a roof line, and the name. */
export function Logo({ color = 'inherit', size = 32 }: { color?: string; size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        width={size}
        height={size}
        aria-hidden
        sx={{ flexShrink: 0 }}
      >
        <path
          d="M3 13 16 4l13 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M6 15.5c3.5-1.2 7-.8 10 1.3 3-2.1 6.5-2.5 10-1.3V27c-3.5-1.2-7-.8-10 1.3-3-2.1-6.5-2.5-10-1.3z"
          fill="currentColor"
          opacity="0.9"
        />
        <path d="M16 17v11" stroke="#f9a825" strokeWidth="1.6" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 800, letterSpacing: 0.3, lineHeight: 1 }}
      >
        Chikoro
      </Typography>
    </Box>
  );
}
