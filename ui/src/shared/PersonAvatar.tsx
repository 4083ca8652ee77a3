import { Avatar } from '@mui/material';

/** The photo column: the picture when there is one, else the initials (white on dark grey, readable). */
export function PersonAvatar({
  firstName,
  lastName,
  photo,
}: {
  firstName?: string | null;
  lastName?: string | null;
  photo?: string | null;
}) {
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
  return (
    <Avatar
      src={photo ?? undefined}
      alt=""
      sx={{ width: 36, height: 36, fontSize: 15, bgcolor: 'grey.700' }}
    >
      {initials}
    </Avatar>
  );
}
