import type { DirectoryListing } from '@chikoro/contracts';

type Listing = Omit<DirectoryListing, 'address'>;
const zw = (name: string, town: string, province: string): Listing => ({
  name,
  town,
  province,
  country: 'Zimbabwe',
});

/**
 * Well-known Zimbabwean schools the demo lists in the public directory before they are on
 * Chikoro, so a visitor's search finds them (names and towns only; no made-up details).
 */
export const demoDirectory: Listing[] = [
  zw('Prince Edward School', 'Harare', 'Harare'),
  zw("St George's College", 'Harare', 'Harare'),
  zw('Churchill Boys High School', 'Harare', 'Harare'),
  zw('Allan Wilson High School', 'Harare', 'Harare'),
  zw('Queen Elizabeth Girls High School', 'Harare', 'Harare'),
  zw('Arundel School', 'Harare', 'Harare'),
  zw('Dominican Convent High School', 'Harare', 'Harare'),
  zw('Girls High School', 'Harare', 'Harare'),
  zw('Roosevelt Girls High School', 'Harare', 'Harare'),
  zw('Mabelreign Girls High School', 'Harare', 'Harare'),
  zw('Oriel Boys High School', 'Harare', 'Harare'),
  zw("St John's College", 'Harare', 'Harare'),
  zw('Milton High School', 'Bulawayo', 'Bulawayo'),
  zw('Christian Brothers College', 'Bulawayo', 'Bulawayo'),
  zw("Girls' College", 'Bulawayo', 'Bulawayo'),
  zw('Northlea High School', 'Bulawayo', 'Bulawayo'),
  zw('Evelyn Girls High School', 'Bulawayo', 'Bulawayo'),
  zw('Gifford High School', 'Bulawayo', 'Bulawayo'),
  zw('Townsend Girls High School', 'Bulawayo', 'Bulawayo'),
  zw('Falcon College', 'Esigodini', 'Matabeleland South'),
  zw('Mutare Boys High School', 'Mutare', 'Manicaland'),
  zw('Hartzell High School', 'Mutare', 'Manicaland'),
  zw("St Augustine's Mission", 'Penhalonga', 'Manicaland'),
  zw('Nyanga High School', 'Nyanga', 'Manicaland'),
  zw('Chaplin High School', 'Gweru', 'Midlands'),
  zw('Thornhill High School', 'Gweru', 'Midlands'),
  zw('Fletcher High School', 'Gweru', 'Midlands'),
  zw('Kwekwe High School', 'Kwekwe', 'Midlands'),
  zw('Gokomere High School', 'Masvingo', 'Masvingo'),
  zw('Victoria High School', 'Masvingo', 'Masvingo'),
  zw('Goromonzi High School', 'Goromonzi', 'Mashonaland East'),
  zw('Peterhouse', 'Marondera', 'Mashonaland East'),
  zw('Marondera High School', 'Marondera', 'Mashonaland East'),
  zw('Chinhoyi High School', 'Chinhoyi', 'Mashonaland West'),
  zw('Kutama College', 'Norton', 'Mashonaland West'),
  zw('Bindura High School', 'Bindura', 'Mashonaland Central'),
  zw('Hwange High School', 'Hwange', 'Matabeleland North'),
  zw('Plumtree School', 'Plumtree', 'Matabeleland South'),
];
