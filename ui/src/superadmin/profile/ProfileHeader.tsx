import { useRef, useState, type ChangeEvent } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { fileMessages, profileMessages, type MyProfile } from '@chikoro/contracts';
import { ApiError, sendCommand } from '../../api/httpClient';
import { useProtectedFile } from '../../api/useProtectedFile';
import { roleTitle } from '../../portals/areas';

const MAX_BYTES = 5 * 1024 * 1024;

/** The photo's own check before anything is sent (the server judges the bytes again). */
function photoProblem(file: File): string | undefined {
  if (!['image/jpeg', 'image/png'].includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name))
    return profileMessages.photoType;
  if (file.size > MAX_BYTES) return fileMessages.size;
  return undefined;
}

/** The person's photo, name and role beside their school's logo and name; the photo changes here. */
export function ProfileHeader({ me, onChanged }: { me: MyProfile; onChanged(): void }) {
  const { file: photo } = useProtectedFile(me.photo);
  const { file: logo } = useProtectedFile(me.school?.logoFileId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const initials = `${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const refused = photoProblem(chosen);
    setProblem(refused ?? null);
    if (refused) return;
    const body = new FormData();
    body.append('photo', chosen, chosen.name);
    setBusy(true);
    try {
      await sendCommand('ChangeMyPhoto', body);
      notify(profileMessages.photoSaved, { type: 'success' });
      onChanged();
    } catch (failure) {
      setProblem(
        failure instanceof ApiError || failure instanceof Error
          ? failure.message
          : 'Your photo could not be changed.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Avatar
          src={photo?.url}
          alt={photo ? `Photo of ${me.firstName} ${me.lastName}` : ''}
          sx={{
            width: 88,
            height: 88,
            fontSize: 32,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
          data-testid="profile-photo"
        >
          {initials}
        </Avatar>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="profile-name"
          >
            {me.firstName} {me.lastName}
          </Typography>
          <Typography color="text.secondary">{roleTitle[me.role]}</Typography>
          {me.editable.includes('photo') && (
            <>
              <input
                ref={input}
                type="file"
                accept="image/jpeg,image/png"
                hidden
                aria-label="Photo file"
                data-testid="photo-input"
                onChange={(e) => void upload(e)}
              />
              <Button
                size="small"
                startIcon={<PhotoCameraIcon />}
                disabled={busy}
                onClick={() => input.current?.click()}
                sx={{ mt: 1, px: 0 }}
              >
                {me.photo ? 'Change photo' : 'Add a photo'}
              </Button>
              <Typography variant="caption" display="block" color="text.secondary">
                JPG or PNG, 5 MB at most.
              </Typography>
            </>
          )}
        </Box>
        {me.school && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 200px' }}
            data-testid="profile-school"
          >
            <Avatar
              src={logo?.url}
              alt={logo ? `Logo of ${me.school.name}` : ''}
              variant="rounded"
              sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}
            >
              {me.school.name.charAt(0)}
            </Avatar>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{me.school.name}</Typography>
          </Box>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
