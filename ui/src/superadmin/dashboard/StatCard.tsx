import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  id: string;
  label: string;
  value: number | undefined;
  caption?: string;
  color?: string;
  icon?: ReactNode;
  to?: string;
}

/** One figure on the dashboard; with `to`, the card leads to the list behind it. */
export function StatCard({
  id,
  label,
  value,
  caption,
  color = 'primary.main',
  icon,
  to,
}: StatCardProps) {
  const body = (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        {icon && <Box sx={{ color, display: 'flex' }}>{icon}</Box>}
      </Box>
      <Typography
        variant="h4"
        component="p"
        data-testid={`stat-${id}`}
        sx={{ fontWeight: 600, mt: 0.5 }}
      >
        {value === undefined ? <Skeleton width={60} /> : value.toLocaleString()}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card sx={{ borderTop: 4, borderColor: color, height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
