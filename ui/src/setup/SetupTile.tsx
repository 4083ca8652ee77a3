import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';

interface Props {
  id: string;
  label: string;
  value: string;
  detail?: string;
  action: string;
  onAction(): void;
}

/** A summary tile of spec 001 §2.10: what the school has, and its add button. */
export function SetupTile({ id, label, value, detail, action, onAction }: Props) {
  return (
    <Card data-testid={`tile-${id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid={`tile-${id}-value`}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" startIcon={<AddIcon />} onClick={onAction}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
