import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import {
  FilterForm,
  ListBase,
  Pagination,
  SearchInput,
  SelectInput,
  Title,
  useListContext,
} from 'react-admin';
import type { Announcement } from '@chikoro/contracts';
import { CardList } from '../shared/CardList';
import { AnnouncementAdminCard } from './AnnouncementAdminCard';
import { AnnouncementFormDialog } from './AnnouncementFormDialog';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search announcements" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'Posted', name: 'Posted' },
      { id: 'Withdrawn', name: 'Withdrawn' },
    ]}
  />,
];

/** A new announcement is delivered within moments: its counts are read again until it is. */
function RefreshWhileDelivering() {
  const { data, refetch } = useListContext<Announcement>();
  const delivering = data?.some((a) => !a.delivered) ?? false;
  useEffect(() => {
    if (!delivering) return undefined;
    const timer = setTimeout(() => void refetch(), 1500);
    return () => clearTimeout(timer);
  }, [delivering, data, refetch]);
  return null;
}

/**
 * /admin/communications_centre: post an announcement or a school event to the whole school, levels,
 * classes, teachers or parents; the school's announcements, newest first, with read receipts, what
 * was sent, edit and withdraw. Cards at every width, so a phone never scrolls sideways.
 */
export function CommunicationsCentrePage() {
  const [posting, setPosting] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="Communications Centre" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 200 }}>
          Announcements and school events reach their audience by mail, by SMS with a short link, in
          the portals and on their bells.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPosting(true)}>
          Post an announcement
        </Button>
      </Box>
      <ListBase
        resource="announcements"
        sort={{ field: 'postedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
      >
        <FilterForm filters={filters} />
        <RefreshWhileDelivering />
        <CardList testId="announcement-card">
          <AnnouncementAdminCard />
        </CardList>
        <Pagination rowsPerPageOptions={[10]} />
      </ListBase>
      {posting && <AnnouncementFormDialog open onClose={() => setPosting(false)} />}
    </Box>
  );
}
