import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useGetList } from 'react-admin';
import { scaleLine, type GradingScaleVersion, type Level } from './records';

/** Every version of a level's scale, newest first: published results will name the version they used. */
export function ScaleVersionsDialog({ level, onClose }: { level: Level; onClose(): void }) {
  const { data = [] } = useGetList<GradingScaleVersion>('grading-scales', {
    filter: { levelId: level.id },
    sort: { field: 'version', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scale-versions-title">
      <DialogTitle id="scale-versions-title">Grading scale versions of {level.name}</DialogTitle>
      <DialogContent>
        <List dense data-testid="scale-versions">
          {data.map((v) => (
            <ListItem key={v.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    Version {v.version}{' '}
                    {v.current && (
                      <Chip size="small" color="primary" label="Current" sx={{ ml: 1 }} />
                    )}
                  </>
                }
                secondary={`${scaleLine(v.rows)} — since ${new Date(v.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
