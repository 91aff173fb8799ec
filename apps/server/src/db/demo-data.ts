// Fixed reference data for the demo program. Insurers are real US health plans with their head-office
// addresses, so the insurance pickers look like the real thing.
export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_USERS = {
  admin: { email_address: 'admin@demo.test', first_name: 'Avery', last_name: 'Admin', type: 'admin' },
  nurse: { email_address: 'nurse@demo.test', first_name: 'Nora', last_name: 'Nurse', type: 'user' },
} as const;

export const SPORTS = [
  'Baseball',
  'Basketball',
  'Cheerleading',
  'Cross Country',
  'Football',
  'Golf',
  'Lacrosse',
  'Soccer',
  'Softball',
  'Swimming',
  'Tennis',
  'Track and Field',
  'Volleyball',
  'Wrestling',
];

export const INSURERS: { name: string; address: string; city: string; state: string; postal_code: string }[] = [
  { name: 'Aetna', address: '151 Farmington Avenue', city: 'Hartford', state: 'CT', postal_code: '06156' },
  { name: 'Ambetter from Centene', address: '7700 Forsyth Boulevard', city: 'St. Louis', state: 'MO', postal_code: '63105' },
  { name: 'Anthem Blue Cross and Blue Shield', address: '220 Virginia Avenue', city: 'Indianapolis', state: 'IN', postal_code: '46204' },
  { name: 'Blue Cross Blue Shield', address: '225 North Michigan Avenue', city: 'Chicago', state: 'IL', postal_code: '60601' },
  { name: 'Blue Shield of California', address: '601 12th Street', city: 'Oakland', state: 'CA', postal_code: '94607' },
  { name: 'CareFirst BlueCross BlueShield', address: '1501 South Clinton Street', city: 'Baltimore', state: 'MD', postal_code: '21224' },
  { name: 'Cigna Healthcare', address: '900 Cottage Grove Road', city: 'Bloomfield', state: 'CT', postal_code: '06002' },
  { name: 'EmblemHealth', address: '55 Water Street', city: 'New York', state: 'NY', postal_code: '10041' },
  { name: 'Excellus BlueCross BlueShield', address: '165 Court Street', city: 'Rochester', state: 'NY', postal_code: '14647' },
  { name: 'Florida Blue', address: '4800 Deerwood Campus Parkway', city: 'Jacksonville', state: 'FL', postal_code: '32246' },
  { name: 'Geisinger Health Plan', address: '100 North Academy Avenue', city: 'Danville', state: 'PA', postal_code: '17822' },
  { name: 'Harvard Pilgrim Health Care', address: '1600 Crown Colony Drive', city: 'Quincy', state: 'MA', postal_code: '02169' },
  { name: 'Health Net', address: '21281 Burbank Boulevard', city: 'Woodland Hills', state: 'CA', postal_code: '91367' },
  { name: 'HealthPartners', address: '8170 33rd Avenue South', city: 'Bloomington', state: 'MN', postal_code: '55425' },
  { name: 'Highmark Blue Cross Blue Shield', address: '120 Fifth Avenue', city: 'Pittsburgh', state: 'PA', postal_code: '15222' },
  { name: 'Humana', address: '500 West Main Street', city: 'Louisville', state: 'KY', postal_code: '40202' },
  { name: 'Independence Blue Cross', address: '1901 Market Street', city: 'Philadelphia', state: 'PA', postal_code: '19103' },
  { name: 'Kaiser Permanente', address: '1 Kaiser Plaza', city: 'Oakland', state: 'CA', postal_code: '94612' },
  { name: 'Medica', address: '401 Carlson Parkway', city: 'Minnetonka', state: 'MN', postal_code: '55305' },
  { name: 'Molina Healthcare', address: '200 Oceangate', city: 'Long Beach', state: 'CA', postal_code: '90802' },
  { name: 'Oscar Health', address: '75 Varick Street', city: 'New York', state: 'NY', postal_code: '10013' },
  { name: 'Premera Blue Cross', address: '7001 220th Street SW', city: 'Mountlake Terrace', state: 'WA', postal_code: '98043' },
  { name: 'Priority Health', address: '1231 East Beltline Avenue NE', city: 'Grand Rapids', state: 'MI', postal_code: '49525' },
  { name: 'Regence BlueCross BlueShield', address: '200 SW Market Street', city: 'Portland', state: 'OR', postal_code: '97201' },
  { name: 'TRICARE', address: '7700 Arlington Boulevard', city: 'Falls Church', state: 'VA', postal_code: '22042' },
  { name: 'Tufts Health Plan', address: '705 Mount Auburn Street', city: 'Watertown', state: 'MA', postal_code: '02472' },
  { name: 'UnitedHealthcare', address: '9900 Bren Road East', city: 'Minnetonka', state: 'MN', postal_code: '55343' },
  { name: 'UPMC Health Plan', address: '600 Grant Street', city: 'Pittsburgh', state: 'PA', postal_code: '15219' },
  { name: 'Wellmark Blue Cross Blue Shield', address: '1331 Grand Avenue', city: 'Des Moines', state: 'IA', postal_code: '50309' },
];

export const FIRST_NAMES = [
  'Aiden', 'Amelia', 'Andre', 'Aria', 'Caleb', 'Camila', 'Carter', 'Chloe', 'Daniel', 'Elena', 'Ethan', 'Gabriela',
  'Grace', 'Hannah', 'Isaiah', 'Jada', 'Jayden', 'Kai', 'Layla', 'Liam', 'Lucas', 'Maya', 'Mateo', 'Mia', 'Noah',
  'Nora', 'Olivia', 'Owen', 'Priya', 'Samuel', 'Sofia', 'Tyler', 'Zoe', 'Wei', 'Yusuf', 'Ximena',
];

export const LAST_NAMES = [
  'Adams', 'Baker', 'Chen', 'Cruz', 'Davis', 'Edwards', 'Flores', 'Garcia', 'Hughes', 'Ibrahim', 'Jackson', 'Kim',
  'Lopez', 'Martinez', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Rivera', 'Robinson', 'Sanchez', 'Smith', 'Thompson',
  'Turner', 'Walker', 'Washington', 'Williams', 'Young',
];

export const STREETS = ['Oak Street', 'Maple Avenue', 'Cedar Lane', 'Pine Road', 'Elm Drive', 'Washington Boulevard', 'Lakeview Court'];

export const INJURIES = [
  { type: 'Sprain', location: 'Left ankle', description: 'Rolled the ankle landing after a jump.', body: { part: 'ANKLE', side: 'LEFT' }, nature: 'SPRAIN_STRAIN', mechanism: 'TWIST_OR_LANDING' },
  { type: 'Fracture', location: 'Right wrist', description: 'Fell on an outstretched hand during play.', body: { part: 'WRIST', side: 'RIGHT' }, nature: 'FRACTURE', mechanism: 'FALL' },
  { type: 'Concussion', location: 'Head', description: 'Collided with another player; evaluated by the athletic trainer.', body: { part: 'HEAD', side: 'NOT_APPLICABLE' }, nature: 'CONCUSSION', mechanism: 'COLLISION_WITH_PERSON' },
  { type: 'Laceration', location: 'Chin', description: 'Cut from contact with a teammate; required stitches.', body: { part: 'FACE', side: 'NOT_APPLICABLE' }, nature: 'LACERATION', mechanism: 'COLLISION_WITH_PERSON' },
  { type: 'Strain', location: 'Right hamstring', description: 'Felt a pull while sprinting.', body: { part: 'LEG', side: 'RIGHT' }, nature: 'SPRAIN_STRAIN', mechanism: 'OVEREXERTION' },
  { type: 'Dislocation', location: 'Left shoulder', description: 'Shoulder dislocated during a tackle.', body: { part: 'SHOULDER', side: 'LEFT' }, nature: 'DISLOCATION', mechanism: 'COLLISION_WITH_PERSON' },
] as const;
