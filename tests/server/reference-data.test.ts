import { describe, expect, it } from 'vitest';
import {
  COMPULSORY_COVERS,
  LINES_OF_BUSINESS,
  NIGERIA,
  POLICYHOLDER_TYPES,
  PROPERTY_CATEGORIES,
  VEHICLE_TYPES,
  type InsuranceCategorySeed,
  type NamedSeed,
} from '../../server/seed/reference';

// Local government areas per state, as in the First Schedule of the 1999 Constitution.
const EXPECTED_LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
  'Federal Capital Territory': 6,
};

const ISO_CODES = [
  'AB',
  'AD',
  'AK',
  'AN',
  'BA',
  'BY',
  'BE',
  'BO',
  'CR',
  'DE',
  'EB',
  'ED',
  'EK',
  'EN',
  'GO',
  'IM',
  'JI',
  'KD',
  'KN',
  'KT',
  'KE',
  'KO',
  'KW',
  'LA',
  'NA',
  'NI',
  'OG',
  'ON',
  'OS',
  'OY',
  'PL',
  'RI',
  'SO',
  'TA',
  'YO',
  'ZA',
  'FC',
];

const ZONE_SIZES: Record<string, number> = {
  'North Central': 7, // six states and the FCT
  'North East': 6,
  'North West': 7,
  'South East': 5,
  'South South': 6,
  'South West': 6,
};

const CODE_PATTERN = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function expectClean(text: string, where: string) {
  expect(text, where).not.toBe('');
  expect(text, `${where} is padded`).toBe(text.trim());
  expect(text, `${where} has doubled spaces`).not.toMatch(/\s{2,}/);
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dupes.add(v);
    seen.add(v);
  }
  return [...dupes];
}

function allCategories(): InsuranceCategorySeed[] {
  return LINES_OF_BUSINESS.flatMap((lob) => lob.categories);
}

function category(code: string): InsuranceCategorySeed {
  const found = allCategories().find((c) => c.code === code);
  if (!found) throw new Error(`no category ${code}`);
  return found;
}

describe('Nigeria', () => {
  it('is the country record', () => {
    expect(NIGERIA).toMatchObject({ name: 'Nigeria', isoCode: 'NG', dialCode: '+234', currency: 'NGN' });
  });

  it('has 36 states and the FCT', () => {
    expect(NIGERIA.states).toHaveLength(37);
    expect(NIGERIA.states.map((s) => s.name).sort()).toEqual(Object.keys(EXPECTED_LGA_COUNTS).sort());
  });

  it('has 774 local government areas in total', () => {
    expect(NIGERIA.states.reduce((sum, s) => sum + s.lgas.length, 0)).toBe(774);
  });

  it.each(Object.entries(EXPECTED_LGA_COUNTS))('%s has %i LGAs', (name, count) => {
    const state = NIGERIA.states.find((s) => s.name === name);
    expect(state, name).toBeDefined();
    expect(state?.lgas).toHaveLength(count);
  });

  it('has unique state names and ISO 3166-2:NG codes', () => {
    expect(duplicates(NIGERIA.states.map((s) => s.name))).toEqual([]);
    expect(duplicates(NIGERIA.states.map((s) => s.code))).toEqual([]);
    expect(NIGERIA.states.map((s) => s.code).sort()).toEqual([...ISO_CODES].sort());
  });

  it('puts each state in its geopolitical zone', () => {
    const sizes: Record<string, number> = {};
    for (const s of NIGERIA.states) sizes[s.zone] = (sizes[s.zone] ?? 0) + 1;
    expect(sizes).toEqual(ZONE_SIZES);
    const byName = new Map(NIGERIA.states.map((s) => [s.name, s]));
    expect(byName.get('Lagos')).toMatchObject({ code: 'LA', capital: 'Ikeja', zone: 'South West' });
    expect(byName.get('Akwa Ibom')).toMatchObject({ code: 'AK', capital: 'Uyo', zone: 'South South' });
    expect(byName.get('Federal Capital Territory')).toMatchObject({ code: 'FC', capital: 'Abuja', zone: 'North Central' });
    expect(byName.get('Kano')).toMatchObject({ code: 'KN', zone: 'North West' });
    expect(byName.get('Enugu')).toMatchObject({ code: 'EN', zone: 'South East' });
    expect(byName.get('Borno')).toMatchObject({ code: 'BO', capital: 'Maiduguri', zone: 'North East' });
  });

  it('has no duplicate LGA within a state', () => {
    for (const s of NIGERIA.states) expect(duplicates(s.lgas), s.name).toEqual([]);
  });

  it('has no empty or padded names', () => {
    for (const s of NIGERIA.states) {
      expectClean(s.name, 'state name');
      expectClean(s.capital, `${s.name} capital`);
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      for (const lga of s.lgas) expectClean(lga, `${s.name} LGA`);
    }
  });

  it('lists LGAs alphabetically', () => {
    for (const s of NIGERIA.states) {
      expect(
        [...s.lgas].sort((a, b) => a.localeCompare(b, 'en')),
        s.name,
      ).toEqual(s.lgas);
    }
  });

  it('has the known LGAs of Lagos and the FCT', () => {
    const lgas = (name: string) => NIGERIA.states.find((s) => s.name === name)?.lgas;
    expect(lgas('Lagos')).toEqual([
      'Agege',
      'Ajeromi-Ifelodun',
      'Alimosho',
      'Amuwo-Odofin',
      'Apapa',
      'Badagry',
      'Epe',
      'Eti-Osa',
      'Ibeju-Lekki',
      'Ifako-Ijaiye',
      'Ikeja',
      'Ikorodu',
      'Kosofe',
      'Lagos Island',
      'Lagos Mainland',
      'Mushin',
      'Ojo',
      'Oshodi-Isolo',
      'Shomolu',
      'Surulere',
    ]);
    expect(lgas('Federal Capital Territory')).toEqual(['Abaji', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali', 'Municipal Area Council']);
    expect(lgas('Rivers')).toContain('Obio/Akpor');
    expect(lgas('Kano')).toContain('Kano Municipal');
  });
});

describe('lines of business', () => {
  it('has General Business and Life Business', () => {
    expect(LINES_OF_BUSINESS.map((l) => l.name)).toEqual(expect.arrayContaining(['General Business', 'Life Business']));
  });

  it('has categories in every line, and coverage types and covers in every category', () => {
    for (const lob of LINES_OF_BUSINESS) {
      expect(lob.categories.length, lob.code).toBeGreaterThan(0);
      for (const c of lob.categories) {
        expect(c.coverageTypes.length, c.code).toBeGreaterThan(0);
        expect(c.covers.length, c.code).toBeGreaterThan(0);
      }
    }
  });

  it('has line and category codes unique across the file', () => {
    const codes = [...LINES_OF_BUSINESS.map((l) => l.code), ...allCategories().map((c) => c.code)];
    expect(duplicates(codes)).toEqual([]);
  });

  it('has coverage type and cover codes unique within each category', () => {
    for (const c of allCategories()) {
      expect(duplicates(c.coverageTypes.map((t) => t.code)), `${c.code} coverage types`).toEqual([]);
      expect(duplicates(c.covers.map((t) => t.code)), `${c.code} covers`).toEqual([]);
    }
  });

  it('uses short SCREAMING_SNAKE codes and clean names and descriptions', () => {
    const check = (e: { code: string; name: string; description: string }, where: string) => {
      expect(e.code, where).toMatch(CODE_PATTERN);
      expect(e.code.length, `${where} ${e.code}`).toBeLessThanOrEqual(40);
      expectClean(e.name, `${where} ${e.code} name`);
      expectClean(e.description, `${where} ${e.code} description`);
    };
    for (const lob of LINES_OF_BUSINESS) {
      check(lob, 'line');
      for (const c of lob.categories) {
        check(c, lob.code);
        for (const t of c.coverageTypes) check(t, `${c.code} coverage type`);
        for (const t of c.covers) check(t, `${c.code} cover`);
      }
    }
  });

  it('has the expected classes of general and life business', () => {
    const names = (lobName: string) => LINES_OF_BUSINESS.find((l) => l.name === lobName)?.categories.map((c) => c.code);
    expect(names('General Business')).toEqual(
      expect.arrayContaining([
        'MOTOR',
        'FIRE',
        'BURGLARY',
        'GOODS_IN_TRANSIT',
        'MARINE_CARGO',
        'MARINE_HULL',
        'AVIATION',
        'OIL_GAS',
        'ENGINEERING',
        'GENERAL_ACCIDENT',
        'BONDS',
        'AGRICULTURE',
        'TRAVEL',
      ]),
    );
    expect(names('Life Business')).toEqual(expect.arrayContaining(['INDIVIDUAL_LIFE', 'GROUP_LIFE', 'ANNUITY', 'CREDIT_LIFE', 'HEALTH']));
  });

  it('gives Motor its three coverage types and key covers', () => {
    const motor = category('MOTOR');
    expect(motor.coverageTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Comprehensive', 'Third Party Only', 'Third Party, Fire and Theft']),
    );
    expect(motor.coverageTypes.map((t) => t.code)).toEqual(
      expect.arrayContaining(['COMPREHENSIVE', 'THIRD_PARTY_ONLY', 'THIRD_PARTY_FIRE_THEFT']),
    );
    expect(motor.covers.map((c) => c.code)).toEqual(
      expect.arrayContaining([
        'OWN_DAMAGE',
        'THIRD_PARTY_BODILY_INJURY',
        'THIRD_PARTY_PROPERTY_DAMAGE',
        'FLOOD_EXTENSION',
        'EXCESS_BUY_BACK',
        'RIOT_STRIKE_CIVIL_COMMOTION',
        'PERSONAL_ACCIDENT_DRIVER',
        'TRACKING_DEVICE_DISCOUNT',
      ]),
    );
  });

  it('has the engineering, general accident and bond products the market sells', () => {
    const types = (code: string) => category(code).coverageTypes.map((t) => t.code);
    expect(types('ENGINEERING')).toEqual(
      expect.arrayContaining(['CONTRACTORS_ALL_RISKS', 'ERECTION_ALL_RISKS', 'MACHINERY_BREAKDOWN', 'ELECTRONIC_EQUIPMENT']),
    );
    expect(types('GENERAL_ACCIDENT')).toEqual(
      expect.arrayContaining([
        'PERSONAL_ACCIDENT',
        'GROUP_PERSONAL_ACCIDENT',
        'PUBLIC_LIABILITY',
        'PROFESSIONAL_INDEMNITY',
        'EMPLOYERS_LIABILITY',
        'FIDELITY_GUARANTEE',
        'MONEY',
        'ALL_RISKS',
      ]),
    );
    expect(types('BONDS')).toEqual(expect.arrayContaining(['ADVANCE_PAYMENT', 'PERFORMANCE', 'BID']));
  });

  it('has the compulsory insurances of Nigeria', () => {
    const expected: [string, string][] = [
      ['MOTOR', 'THIRD_PARTY_BODILY_INJURY'],
      ['MOTOR', 'THIRD_PARTY_PROPERTY_DAMAGE'],
      ['GROUP_LIFE', 'DEATH_IN_SERVICE'],
      ['GENERAL_ACCIDENT', 'EMPLOYERS_LIABILITY'],
      ['GENERAL_ACCIDENT', 'OCCUPIERS_LIABILITY'],
      ['GENERAL_ACCIDENT', 'BUILDERS_LIABILITY'],
    ];
    for (const [cat, cover] of expected) {
      expect(
        category(cat).covers.map((c) => c.code),
        cat,
      ).toContain(cover);
      expect(COMPULSORY_COVERS).toContainEqual(expect.objectContaining({ categoryCode: cat, coverCode: cover }));
    }
    expect(category('MOTOR').coverageTypes.map((t) => t.code)).toContain('THIRD_PARTY_ONLY');
    expect(category('GROUP_LIFE').description).toMatch(/Pension Reform Act/);
  });

  it('points every compulsory cover at a real category and cover', () => {
    for (const c of COMPULSORY_COVERS) {
      expect(
        category(c.categoryCode).covers.map((x) => x.code),
        c.name,
      ).toContain(c.coverCode);
      expectClean(c.name, 'compulsory name');
      expectClean(c.basis, 'compulsory basis');
    }
  });
});

describe.each([
  ['POLICYHOLDER_TYPES', POLICYHOLDER_TYPES],
  ['PROPERTY_CATEGORIES', PROPERTY_CATEGORIES],
  ['VEHICLE_TYPES', VEHICLE_TYPES],
] as [string, readonly NamedSeed[]][])('%s', (_label, list) => {
  it('is non-empty with unique codes and names', () => {
    expect(list.length).toBeGreaterThan(5);
    expect(duplicates(list.map((e) => e.code))).toEqual([]);
    expect(duplicates(list.map((e) => e.name))).toEqual([]);
  });

  it('uses SCREAMING_SNAKE codes and clean names and descriptions', () => {
    for (const e of list) {
      expect(e.code).toMatch(CODE_PATTERN);
      expectClean(e.name, `${e.code} name`);
      expectClean(e.description, `${e.code} description`);
    }
  });
});

describe('party classifications', () => {
  it('covers how brokers classify policyholders', () => {
    expect(POLICYHOLDER_TYPES.map((e) => e.code)).toEqual(
      expect.arrayContaining([
        'INDIVIDUAL',
        'PRIVATE_COMPANY',
        'PUBLIC_COMPANY',
        'FEDERAL_GOVERNMENT_MDA',
        'SME',
        'COOPERATIVE_SOCIETY',
        'RELIGIOUS_ORGANISATION',
        'NGO',
        'PARTNERSHIP',
        'SOLE_PROPRIETORSHIP',
        'EDUCATIONAL_INSTITUTION',
      ]),
    );
  });

  it('covers the property classes underwriters rate', () => {
    expect(PROPERTY_CATEGORIES.map((e) => e.code)).toEqual(
      expect.arrayContaining([
        'RESIDENTIAL_BUNGALOW',
        'RESIDENTIAL_DUPLEX',
        'BLOCK_OF_FLATS',
        'COMMERCIAL_OFFICE',
        'SHOPPING_PLAZA',
        'MARKET_STALL',
        'WAREHOUSE',
        'FACTORY_HEAVY',
        'FILLING_STATION',
        'HOTEL',
        'HOSPITAL',
        'SCHOOL',
        'PLACE_OF_WORSHIP',
        'FARM',
        'TANK_FARM',
        'TELECOM_MAST',
      ]),
    );
  });

  it('covers the vehicle classes of the motor tariff', () => {
    expect(VEHICLE_TYPES.map((e) => e.code)).toEqual(
      expect.arrayContaining([
        'PRIVATE_SALOON',
        'PRIVATE_SUV',
        'PICK_UP',
        'STATION_WAGON',
        'STAFF_BUS',
        'COMMERCIAL_BUS',
        'TAXI',
        'TRICYCLE',
        'MOTORCYCLE_PRIVATE',
        'MOTORCYCLE_COMMERCIAL',
        'GOODS_UP_TO_3_TONNES',
        'ARTICULATED_VEHICLE',
        'TANKER',
        'TIPPER',
        'AMBULANCE',
        'FORKLIFT',
        'CRANE',
      ]),
    );
  });
});
