/** Zimbabwe's ten provinces and their districts, urban councils and town boards included. */
export const zimbabweDistricts = {
  Bulawayo: ['Bulawayo'],
  Harare: ['Harare Urban', 'Harare Rural', 'Chitungwiza', 'Epworth'],
  Manicaland: [
    'Buhera', 'Chimanimani', 'Chipinge', 'Makoni', 'Mutare', 'Mutasa', 'Nyanga',
    'Mutare Urban', 'Rusape Town', 'Chipinge Town',
  ],
  'Mashonaland Central': [
    'Bindura', 'Guruve', 'Mazowe', 'Mbire', 'Mount Darwin', 'Muzarabani', 'Rushinga', 'Shamva',
    'Bindura Urban', 'Mvurwi Town',
  ],
  'Mashonaland East': [
    'Chikomba', 'Goromonzi', 'Marondera', 'Mudzi', 'Murehwa', 'Mutoko', 'Seke',
    'Uzumba-Maramba-Pfungwe', 'Hwedza', 'Marondera Urban', 'Ruwa Town', 'Chivhu Town',
  ],
  'Mashonaland West': [
    'Chegutu', 'Hurungwe', 'Kariba', 'Makonde', 'Mhondoro-Ngezi', 'Sanyati', 'Zvimba',
    'Chinhoyi Urban', 'Kadoma Urban', 'Kariba Urban', 'Chegutu Urban', 'Norton Town', 'Karoi Town',
  ],
  Masvingo: [
    'Bikita', 'Chiredzi', 'Chivi', 'Gutu', 'Masvingo', 'Mwenezi', 'Zaka', 'Masvingo Urban', 'Chiredzi Town',
  ],
  'Matabeleland North': [
    'Binga', 'Bubi', 'Hwange', 'Lupane', 'Nkayi', 'Tsholotsho', 'Umguza', 'Hwange Urban', 'Victoria Falls Urban',
  ],
  'Matabeleland South': [
    'Beitbridge', 'Bulilima', 'Gwanda', 'Insiza', 'Mangwe', 'Matobo', 'Umzingwane',
    'Gwanda Urban', 'Beitbridge Town', 'Plumtree Town',
  ],
  Midlands: [
    'Chirumhanzu', 'Gokwe North', 'Gokwe South', 'Gweru', 'Kwekwe', 'Mberengwa', 'Shurugwi', 'Zvishavane',
    'Gweru Urban', 'Kwekwe Urban', 'Redcliff Town', 'Zvishavane Town', 'Shurugwi Town', 'Gokwe Town',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ZimbabweProvince = keyof typeof zimbabweDistricts;
export const zimbabweProvinces = Object.keys(zimbabweDistricts) as ZimbabweProvince[];
export const ZIMBABWE = 'Zimbabwe';

export function isZimbabweProvince(value: string): value is ZimbabweProvince {
  return Object.hasOwn(zimbabweDistricts, value);
}

export function districtBelongsTo(province: ZimbabweProvince, district: string): boolean {
  return (zimbabweDistricts[province] as readonly string[]).includes(district);
}
