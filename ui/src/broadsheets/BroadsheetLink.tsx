import TableChartIcon from '@mui/icons-material/TableChart';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useListContext } from 'react-admin';

/** Opens the class broadsheet, for the class and term already chosen when there are. */
export function BroadsheetLink({ classId, termId }: { classId?: string; termId?: string }) {
  const basename = useBasename();
  const query = new URLSearchParams({
    ...(classId ? { classId } : {}),
    ...(termId ? { termId } : {}),
  }).toString();
  return (
    <Button
      component={Link}
      to={`${basename}/broadsheet${query ? `?${query}` : ''}`}
      startIcon={<TableChartIcon />}
    >
      Broadsheet
    </Button>
  );
}

/** In a list's toolbar (the report cards): the broadsheet of the class and term the list is filtered on. */
export function BroadsheetListAction() {
  const { filterValues } = useListContext();
  const { classId, termId } = filterValues as { classId?: string; termId?: string };
  return <BroadsheetLink classId={classId} termId={termId} />;
}
