import type { SchoolEnrolmentInput } from '@chikoro/contracts';

export type DemoOutcome = { decision: 'approve' } | { decision: 'reject'; reason: string } | { decision: 'pending' };

/** The demo's schools: real places, made-up people, each ending in a different state. */
export const demoSchools: { details: SchoolEnrolmentInput; outcome: DemoOutcome }[] = [
  {
    details: {
      name: 'Mabvazuva High School', streetName: '12 Samora Machel Avenue', town: 'Harare', district: 'Harare Urban',
      province: 'Harare', country: 'Zimbabwe', schoolContact: '0242700100', schoolEmail: 'office@mabvazuva.example',
      headFirstname: 'Tendai', headLastname: 'Moyo', headEmail: 'head@mabvazuva.example', headPhonenumber: '0771000001',
      adminFirstname: 'Rudo', adminLastname: 'Chikore', adminEmail: 'admin@mabvazuva.example', adminPhonenumber: '0772000001',
      responsibleAuthority: 'Ministry of Primary and Secondary Education', ownershipType: 'PRIVATE',
      numberOfStudents: 820, numberOfTeachers: 46, paymentMethod: 'ECOCASH', paymentReferenceNumber: 'EC-2026-0001',
    },
    outcome: { decision: 'approve' },
  },
  {
    details: {
      name: 'Lobengula Primary School', streetName: '4 Lobengula Street', town: 'Bulawayo', district: 'Bulawayo',
      province: 'Bulawayo', country: 'Zimbabwe', schoolContact: '0292880200', schoolEmail: 'office@lobengula.example',
      headFirstname: 'Sipho', headLastname: 'Ndlovu', headEmail: 'head@lobengula.example', headPhonenumber: '0773000002',
      adminFirstname: 'Nomsa', adminLastname: 'Dube', adminEmail: 'admin@lobengula.example', adminPhonenumber: '0774000002',
      responsibleAuthority: 'Bulawayo City Council', ownershipType: 'COUNCIL', numberOfStudents: 640, numberOfTeachers: 28,
    },
    outcome: { decision: 'approve' },
  },
  {
    details: {
      name: 'Chipinge Secondary School', streetName: '1 Main Road', town: 'Chipinge', district: 'Chipinge',
      province: 'Manicaland', country: 'Zimbabwe', schoolContact: '0272200300', schoolEmail: 'office@chipinge-sec.example',
      headFirstname: 'Farai', headLastname: 'Mlambo', headEmail: 'head@chipinge-sec.example', headPhonenumber: '0775000003',
      adminFirstname: 'Chipo', adminLastname: 'Sithole', adminEmail: 'admin@chipinge-sec.example', adminPhonenumber: '0776000003',
      responsibleAuthority: 'Ministry of Primary and Secondary Education', ownershipType: 'GOVERNMENT', numberOfStudents: 1100, numberOfTeachers: 52,
    },
    outcome: { decision: 'pending' },
  },
  {
    details: {
      name: 'Gweru Christian Academy', streetName: '30 Robert Mugabe Way', town: 'Gweru', district: 'Gweru Urban',
      province: 'Midlands', country: 'Zimbabwe', schoolContact: '0542220400', schoolEmail: 'office@gweru-academy.example',
      headFirstname: 'Blessing', headLastname: 'Banda', headEmail: 'head@gweru-academy.example', headPhonenumber: '0777000004',
      adminFirstname: 'Tatenda', adminLastname: 'Gumbo', adminEmail: 'admin@gweru-academy.example', adminPhonenumber: '0778000004',
      responsibleAuthority: 'Reformed Church in Zimbabwe', ownershipType: 'CHURCH', numberOfStudents: 450, numberOfTeachers: 24,
      adminNote: 'We would like to start with Form 1 to Form 4.',
    },
    outcome: { decision: 'pending' },
  },
  {
    details: {
      name: 'Kariba Lakeside College', streetName: '7 Lake Drive', town: 'Kariba', district: 'Kariba Urban',
      province: 'Mashonaland West', country: 'Zimbabwe', schoolContact: '0612140500', schoolEmail: 'office@kariba-lakeside.example',
      headFirstname: 'Kudzai', headLastname: 'Marufu', headEmail: 'head@kariba-lakeside.example', headPhonenumber: '0771000005',
      adminFirstname: 'Tafadzwa', adminLastname: 'Zhou', adminEmail: 'admin@kariba-lakeside.example', adminPhonenumber: '0773000005',
      responsibleAuthority: 'Lakeside Education Trust', ownershipType: 'PRIVATE', numberOfStudents: 300, numberOfTeachers: 18,
    },
    outcome: { decision: 'reject', reason: 'The registration certificate number could not be verified with the Ministry.' },
  },
];
