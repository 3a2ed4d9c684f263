// Classifications Nigerian brokers and underwriters use for policyholders, the properties they
// insure and the vehicles they insure. Codes are unique within each list.

export interface NamedSeed {
  code: string;
  name: string;
  description: string;
}

/** How brokers classify policyholders (for KYC, rating, and reports to NAICOM). */
export const POLICYHOLDER_TYPES: readonly NamedSeed[] = [
  { code: 'INDIVIDUAL', name: 'Individual', description: 'A natural person insuring their own life, health, vehicle, home or valuables.' },
  {
    code: 'SOLE_PROPRIETORSHIP',
    name: 'Sole Proprietorship',
    description: 'A business owned by one person, registered with the CAC as a business name.',
  },
  {
    code: 'PARTNERSHIP',
    name: 'Partnership',
    description:
      'A firm of two or more partners, such as a law, accounting or engineering practice, registered as a business name or limited liability partnership.',
  },
  {
    code: 'SME',
    name: 'Small or Medium Enterprise',
    description: 'A small or medium-sized business (typically under 200 staff), whatever its legal form, placed on SME packages.',
  },
  {
    code: 'PRIVATE_COMPANY',
    name: 'Corporate (Private Limited Company)',
    description: 'A company limited by shares registered with the CAC (Ltd).',
  },
  { code: 'PUBLIC_COMPANY', name: 'Public Company', description: 'A public limited company (Plc), listed or unlisted.' },
  {
    code: 'MULTINATIONAL',
    name: 'Multinational',
    description: 'A Nigerian subsidiary or branch of a foreign group, often on a global insurance programme.',
  },
  {
    code: 'FINANCIAL_INSTITUTION',
    name: 'Financial Institution',
    description: 'Bank, microfinance bank, pension fund administrator, insurer, asset manager or other regulated financial firm.',
  },
  {
    code: 'FEDERAL_GOVERNMENT_MDA',
    name: 'Federal Government Ministry, Department or Agency',
    description: 'A federal ministry, extra-ministerial department, commission or agency.',
  },
  {
    code: 'STATE_GOVERNMENT_MDA',
    name: 'State Government Ministry, Department or Agency',
    description: 'A state ministry, department or agency.',
  },
  { code: 'LOCAL_GOVERNMENT', name: 'Local Government Council', description: 'A local government area council or area council.' },
  {
    code: 'GOVERNMENT_OWNED_ENTERPRISE',
    name: 'Government-Owned Enterprise (Parastatal)',
    description: 'A corporation or company owned wholly or mainly by a federal or state government.',
  },
  {
    code: 'COOPERATIVE_SOCIETY',
    name: 'Cooperative Society',
    description: "A registered cooperative, such as a staff thrift and credit or farmers' cooperative.",
  },
  {
    code: 'RELIGIOUS_ORGANISATION',
    name: 'Religious Organisation',
    description: 'A church, mosque, ministry or other religious body, usually registered as incorporated trustees.',
  },
  {
    code: 'NGO',
    name: 'NGO / Non-Profit',
    description: 'A non-governmental or non-profit organisation, foundation or charity registered as incorporated trustees.',
  },
  {
    code: 'EDUCATIONAL_INSTITUTION',
    name: 'Educational Institution',
    description: 'A school, college, polytechnic or university, public or private.',
  },
  {
    code: 'HEALTHCARE_PROVIDER',
    name: 'Healthcare Provider',
    description: 'A hospital, clinic, laboratory, pharmacy or diagnostic centre.',
  },
  {
    code: 'ASSOCIATION',
    name: 'Association or Club',
    description: "A trade, professional, market or community association, estate residents' association or social club.",
  },
  {
    code: 'INTERNATIONAL_ORGANISATION',
    name: 'Diplomatic Mission or International Organisation',
    description: 'An embassy, high commission, development agency or multilateral organisation.',
  },
];

/** Occupancy and construction classes for fire and property underwriting. */
export const PROPERTY_CATEGORIES: readonly NamedSeed[] = [
  { code: 'RESIDENTIAL_BUNGALOW', name: 'Residential Bungalow', description: 'A single-storey detached private house.' },
  { code: 'RESIDENTIAL_DUPLEX', name: 'Residential Duplex', description: 'A detached or semi-detached house on two or more floors.' },
  { code: 'TERRACE_HOUSE', name: 'Terrace House', description: 'A house in a row of terraced or town houses, often in a gated estate.' },
  { code: 'BLOCK_OF_FLATS', name: 'Block of Flats', description: 'A residential building of several flats, owner-occupied or let.' },
  {
    code: 'TENEMENT',
    name: "Tenement (Rooming House / 'Face-Me-I-Face-You')",
    description: 'A building of single rooms let to separate households with shared facilities.',
  },
  {
    code: 'HIGH_RISE_RESIDENTIAL',
    name: 'High-Rise Residential',
    description: 'A residential tower of more than four floors, with lifts and fire systems.',
  },
  { code: 'MIXED_USE', name: 'Mixed Use (Shops and Residential)', description: 'Shops or offices on the ground floor with flats above.' },
  { code: 'COMMERCIAL_OFFICE', name: 'Commercial Office', description: 'An office building or office floors.' },
  { code: 'BANK_BRANCH', name: 'Bank Branch', description: 'A banking hall or branch office with strong room and ATMs.' },
  { code: 'SHOPPING_PLAZA', name: 'Shopping Plaza / Mall', description: 'A shopping complex or mall with several tenants.' },
  { code: 'MARKET_STALL', name: 'Market Stall / Lock-Up Shop', description: 'A shop or stall in an open or built market.' },
  { code: 'SUPERMARKET', name: 'Supermarket', description: 'A self-service retail store.' },
  {
    code: 'RESTAURANT',
    name: 'Restaurant / Eatery',
    description: 'A restaurant, fast-food outlet or bakery with cooking on the premises.',
  },
  { code: 'HOTEL', name: 'Hotel / Guest House', description: 'A hotel, guest house or short-let apartments.' },
  { code: 'EVENT_CENTRE', name: 'Event Centre / Hall', description: 'An event hall, banquet or conference centre.' },
  {
    code: 'CINEMA_ENTERTAINMENT',
    name: 'Cinema / Entertainment Centre',
    description: 'A cinema, night club, lounge or recreation centre.',
  },
  { code: 'WAREHOUSE', name: 'Warehouse', description: 'A storage building for goods, rated on what is stored.' },
  { code: 'COLD_ROOM', name: 'Cold Room / Cold Store', description: 'A refrigerated store for frozen food, fish and perishables.' },
  {
    code: 'FACTORY_LIGHT',
    name: 'Factory (Light Industrial)',
    description: 'Light manufacturing and assembly, such as packaging, garments and furniture.',
  },
  {
    code: 'FACTORY_HEAVY',
    name: 'Factory (Heavy Industrial)',
    description: 'Heavy manufacturing, such as steel, cement, plastics, chemicals and flour milling.',
  },
  { code: 'SAWMILL', name: 'Sawmill / Timber Works', description: 'A sawmill or timber processing works (high fire hazard).' },
  { code: 'PRINTING_PRESS', name: 'Printing Press', description: 'A printing works with paper and ink stocks.' },
  { code: 'FILLING_STATION', name: 'Filling Station', description: 'A petrol station with underground tanks, pumps and shop.' },
  { code: 'GAS_PLANT', name: 'Gas (LPG) Plant', description: 'An LPG refilling plant or retail outlet.' },
  { code: 'TANK_FARM', name: 'Tank Farm / Petroleum Depot', description: 'Bulk storage of petroleum products.' },
  { code: 'HOSPITAL', name: 'Hospital / Clinic', description: 'A hospital, clinic, diagnostic centre or laboratory.' },
  { code: 'SCHOOL', name: 'School', description: 'A school, college or university building, with hostels.' },
  { code: 'PLACE_OF_WORSHIP', name: 'Place of Worship (Church / Mosque)', description: 'A church, mosque or other place of worship.' },
  {
    code: 'PUBLIC_BUILDING',
    name: 'Public Building',
    description: "A government or other building used by the public; occupiers' liability cover is compulsory.",
  },
  { code: 'FARM', name: 'Farm', description: 'Farm buildings, poultry houses, pens, silos and stores.' },
  { code: 'TELECOM_MAST', name: 'Telecom Mast Site', description: 'A base station: mast, shelter, generators and equipment.' },
  { code: 'POWER_PLANT', name: 'Power Plant / Substation', description: 'A power generation plant, substation or solar farm.' },
  {
    code: 'BUILDING_UNDER_CONSTRUCTION',
    name: 'Building under Construction',
    description: "A building not yet completed; builders' liability is compulsory for more than two floors.",
  },
];

/** Vehicle classes used for motor rating and third party tariffs. */
export const VEHICLE_TYPES: readonly NamedSeed[] = [
  {
    code: 'PRIVATE_SALOON',
    name: 'Private Car (Saloon)',
    description: 'A saloon car or hatchback used for social, domestic and pleasure purposes.',
  },
  { code: 'PRIVATE_SUV', name: 'SUV / Jeep', description: 'A sport utility vehicle or jeep used privately.' },
  { code: 'STATION_WAGON', name: 'Station Wagon', description: 'An estate car used privately.' },
  { code: 'PICK_UP', name: 'Pick-Up', description: 'A light pick-up truck, privately used or for own goods.' },
  { code: 'MINIVAN', name: 'Minivan / Private Bus', description: 'A people carrier or minibus used privately.' },
  { code: 'STAFF_BUS', name: 'Staff Bus', description: "A bus carrying the insured's employees, not for hire." },
  { code: 'SCHOOL_BUS', name: 'School Bus', description: 'A bus carrying pupils for a school.' },
  {
    code: 'COMMERCIAL_BUS',
    name: "Commercial Bus (Mass Transit / 'Danfo')",
    description: 'A bus carrying fare-paying passengers in a town or city.',
  },
  { code: 'INTERSTATE_BUS', name: 'Interstate Luxury Bus', description: 'A coach carrying fare-paying passengers between states.' },
  { code: 'TAXI', name: 'Taxi / Ride-Hailing Car', description: 'A car carrying fare-paying passengers, including ride-hailing.' },
  { code: 'TRICYCLE', name: "Tricycle ('Keke')", description: 'A commercial motor tricycle carrying passengers or goods.' },
  { code: 'MOTORCYCLE_PRIVATE', name: 'Motorcycle (Private)', description: 'A motorcycle used privately or for own business.' },
  {
    code: 'MOTORCYCLE_COMMERCIAL',
    name: "Motorcycle (Commercial 'Okada' / Dispatch)",
    description: 'A motorcycle carrying fare-paying passengers or making deliveries.',
  },
  {
    code: 'GOODS_UP_TO_3_TONNES',
    name: 'Commercial Vehicle (Goods), up to 3 Tonnes',
    description: 'A van or light truck carrying goods, up to 3 tonnes.',
  },
  {
    code: 'GOODS_3_TO_10_TONNES',
    name: 'Commercial Vehicle (Goods), 3 to 10 Tonnes',
    description: 'A medium truck carrying goods, over 3 and up to 10 tonnes.',
  },
  {
    code: 'GOODS_OVER_10_TONNES',
    name: 'Commercial Vehicle (Goods), over 10 Tonnes',
    description: 'A heavy rigid truck carrying goods, over 10 tonnes.',
  },
  {
    code: 'ARTICULATED_VEHICLE',
    name: 'Articulated Vehicle / Trailer',
    description: 'A tractor unit (truck head) with semi-trailer, or a trailer.',
  },
  { code: 'TANKER', name: 'Tanker', description: 'A tanker carrying petroleum products, gas, water or other liquids.' },
  { code: 'TIPPER', name: 'Tipper', description: 'A tipper truck carrying sand, gravel and building materials.' },
  { code: 'AMBULANCE', name: 'Ambulance', description: 'An ambulance (special type).' },
  { code: 'HEARSE', name: 'Hearse', description: 'A hearse (special type).' },
  { code: 'BULLION_VAN', name: 'Bullion Van', description: 'An armoured cash-in-transit vehicle (special type).' },
  { code: 'FORKLIFT', name: 'Forklift', description: 'A forklift truck (special type).' },
  { code: 'CRANE', name: 'Mobile Crane', description: 'A mobile crane (special type).' },
  { code: 'TRACTOR', name: 'Agricultural Tractor', description: 'A farm tractor (special type).' },
  {
    code: 'CONSTRUCTION_EQUIPMENT',
    name: 'Construction Equipment',
    description: 'An earthmover, excavator, grader or bulldozer driven on roads (special type).',
  },
];
