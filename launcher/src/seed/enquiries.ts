import type { EnquiryInput } from '@chikoro/contracts';

/** The demo's enquiries: schools that asked before enrolling; the superadmin answered the first. */
export const demoEnquiries: { details: EnquiryInput; resolution?: string }[] = [
  {
    details: {
      name: 'Hwange Colliery Primary School', town: 'Hwange', country: 'Zimbabwe', province: 'Matabeleland North', district: 'Hwange Urban',
      headFirstName: 'Thandiwe', headLastname: 'Ncube', headPhonenumber: '0771000101', headEmail: 'head@hwange-primary.example',
      adminFirstName: 'Mthokozisi', adminLastName: 'Tshuma', adminPhonenumber: '0772000101', adminEmail: 'admin@hwange-primary.example',
      numberOfStudents: 930, numberOfTeachers: 38, schoolContact: '0281520100', address: '2 Baobab Street', schoolEmail: 'office@hwange-primary.example',
    },
    resolution: 'Called Mr Tshuma: walked him through enrolment and report cards. The school will enrol next term.',
  },
  {
    details: {
      name: 'Marondera Girls High School', town: 'Marondera', country: 'Zimbabwe', province: 'Mashonaland East', district: 'Marondera Urban',
      headFirstName: 'Precious', headLastname: 'Mutasa', headPhonenumber: '0773000102', headEmail: 'head@marondera-girls.example',
      adminFirstName: 'Loveness', adminLastName: 'Chigumba', adminPhonenumber: '0774000102', adminEmail: 'admin@marondera-girls.example',
      numberOfStudents: 760, numberOfTeachers: 41, schoolContact: '0279230200', address: '18 The Green',
    },
  },
  {
    details: {
      name: 'Livingstone Community School', town: 'Livingstone', country: 'Zambia', province: 'Southern Province', district: 'Livingstone',
      headFirstName: 'Mwila', headLastname: 'Banda', headPhonenumber: '+260977000103', headEmail: 'head@livingstone-community.example',
      adminFirstName: 'Chanda', adminLastName: 'Phiri', adminPhonenumber: '+260966000103', adminEmail: 'admin@livingstone-community.example',
      numberOfStudents: 410, numberOfTeachers: 19, schoolContact: '+260213320300', address: 'Plot 45, Mosi-oa-Tunya Road',
    },
  },
];
