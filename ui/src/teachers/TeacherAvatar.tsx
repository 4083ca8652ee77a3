import { Avatar } from '@mui/material';
import type { Teacher } from '@chikoro/contracts';
import { useProtectedFile } from '../api/useProtectedFile';

/** The teacher's photo (a protected upload), or their initials. */
export function TeacherAvatar({ teacher, size = 40 }: { teacher: Teacher; size?: number }) {
  const { file } = useProtectedFile(teacher.photo);
  return (
    <Avatar
      src={file?.url}
      alt={`${teacher.firstName} ${teacher.lastName}`}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {`${teacher.firstName.charAt(0)}${teacher.lastName.charAt(0)}`}
    </Avatar>
  );
}
