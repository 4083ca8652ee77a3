import type { ChangeEvent } from 'react';
import { Box, FormLabel, TextField, Typography } from '@mui/material';
import { employmentTypes, teacherGenders } from '@chikoro/contracts';
import { PlaceFields } from '../schools/PlaceFields';
import type { usePlaceForm } from '../shared/usePlaceForm';

export const emptyTeacher = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  alternatePhoneNumber: '',
  birthday: '',
  address: '',
  nationality: '',
  yearsOfExperience: '0',
  hireDate: '',
  gender: '',
  employmentType: '',
  country: 'Zimbabwe',
  province: '',
  district: '',
  emergencyContactName: '',
  emergencyContactRelationship: '',
  emergencyContactPhoneNumber: '',
  ecNumber: '',
};
export type TeacherValues = typeof emptyTeacher;
type Form = ReturnType<typeof usePlaceForm<TeacherValues>>;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const dateSlot = { inputLabel: { shrink: true } } as const;
const employmentLabels: Record<(typeof employmentTypes)[number], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
};

/** Every field of spec 001 §3 "Teacher (create)", the EC number, and the photo (jpg or png, 5 MB). */
export function TeacherFormFields({
  form,
  photo,
  onPhoto,
  photoMessage,
}: {
  form: Form;
  photo: File | null;
  onPhoto(file: File | null): void;
  photoMessage: string | null;
}) {
  const { values, change, errorOf } = form;
  const field = (name: keyof TeacherValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      id={`teacher-${name}`}
      label={label}
      value={values[name]}
      onChange={(e) => change(name, e.target.value)}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      fullWidth
      {...extra}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
      {field('firstName', 'First name', { required: true })}
      {field('lastName', 'Last name', { required: true })}
      {field('email', 'Email', { required: true, type: 'email' })}
      {field('phone', 'Phone', { placeholder: '0772 123 456' })}
      {field('alternatePhoneNumber', 'Alternate phone number')}
      {field('ecNumber', 'EC number')}
      {field('birthday', 'Birthday', { type: 'date', slotProps: dateSlot })}
      {field('hireDate', 'Hire date', { type: 'date', slotProps: dateSlot })}
      {field('gender', 'Gender', {
        select: true,
        slotProps: nativeSelect,
        children: [
          <option key="" value="">
            Select
          </option>,
          ...teacherGenders.map((g) => (
            <option key={g} value={g}>
              {g === 'female' ? 'Female' : 'Male'}
            </option>
          )),
        ],
      })}
      {field('employmentType', 'Employment type', {
        select: true,
        slotProps: nativeSelect,
        children: [
          <option key="" value="">
            Select
          </option>,
          ...employmentTypes.map((t) => (
            <option key={t} value={t}>
              {employmentLabels[t]}
            </option>
          )),
        ],
      })}
      {field('yearsOfExperience', 'Years of experience', {
        type: 'number',
        slotProps: { htmlInput: { min: 0, max: 60 } },
      })}
      {field('nationality', 'Nationality')}
      <Box sx={{ gridColumn: '1 / -1' }}>{field('address', 'Address')}</Box>
      <PlaceFields
        place={{ country: values.country, province: values.province, district: values.district }}
        messages={form.placeMessages}
        errors={{
          country: errorOf('country'),
          province: errorOf('province'),
          district: errorOf('district'),
        }}
        onChange={form.onPlaceChange}
        idPrefix="teacher"
        requireAll={false}
      />
      {field('emergencyContactName', 'Emergency contact name')}
      {field('emergencyContactRelationship', 'Emergency contact relationship')}
      {field('emergencyContactPhoneNumber', 'Emergency contact phone number')}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormLabel htmlFor="teacher-photo">Photo</FormLabel>
        <Typography variant="body2" color="text.secondary">
          jpg or png, 5 MB or less
        </Typography>
        <Box
          component="input"
          id="teacher-photo"
          type="file"
          name="photo"
          accept=".jpg,.jpeg,.png"
          onChange={(e: ChangeEvent<HTMLInputElement>) => onPhoto(e.target.files?.[0] ?? null)}
          sx={{ mt: 1, display: 'block', maxWidth: '100%' }}
        />
        {photo && <Typography variant="body2">Chosen: {photo.name}</Typography>}
        {(photoMessage ?? errorOf('photo')) && (
          <Typography variant="body2" color="error" role="alert">
            {photoMessage ?? errorOf('photo')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
