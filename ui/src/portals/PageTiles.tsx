import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

/** A page of an area as a dashboard tile: its name and what it is for, leading to it. */
export interface PageTile {
  /** Path under the area's basename. */
  to: string;
  label: string;
  text: string;
}

/** A dashboard's tiles to the area's pages: one column on a phone, two from small screens, `wide` on large ones. */
export function PageTiles({ tiles, wide = 2 }: { tiles: readonly PageTile[]; wide?: number }) {
  const basename = useBasename();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${wide}, 1fr)` },
        gap: 2,
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.to}>
          <CardActionArea component={Link} to={`${basename}/${tile.to}`} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {tile.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tile.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
