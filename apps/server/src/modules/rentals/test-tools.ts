/** The pilot a test's demo rental goes to: an Austrian private pilot with a full address. */
export const pilot = {
  kind: 'pilot',
  name: 'Paula Pilot',
  email: 'paula@example.com',
  phone: '+43 664 1234567',
  address: 'Startplatz 1',
  zipcode: '6020',
  city: 'Innsbruck',
  country: 'at',
};
