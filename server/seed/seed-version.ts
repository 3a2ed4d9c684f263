import { createHash } from 'node:crypto';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE } from '../../domain/permissions';
import { STARTING_CHART } from '../ledger/chart';
import { SUBSCRIPTION_PLANS } from './plans';
import { LINES_OF_BUSINESS, NIGERIA, POLICYHOLDER_TYPES, PROPERTY_CATEGORIES, VEHICLE_TYPES } from './reference';
import { NIGERIAN_BANKS } from './reference/banks';
import { INSURANCE_PROVIDERS } from './reference/insurers';

// Raise when what the shared seeding does changes (a new step, a step that writes differently); a
// change to the seeded lists themselves needs nothing, since their content is part of the fingerprint.
const SEEDING_STEPS = 2;

let fingerprint: string | undefined;

/** Names this version of the shared data: a database seeded under the same fingerprint has nothing to add. */
export function seedFingerprint(): string {
  fingerprint ??= createHash('sha256')
    .update(
      JSON.stringify([
        SEEDING_STEPS,
        NIGERIA,
        LINES_OF_BUSINESS,
        POLICYHOLDER_TYPES,
        PROPERTY_CATEGORIES,
        VEHICLE_TYPES,
        INSURANCE_PROVIDERS,
        NIGERIAN_BANKS,
        SUBSCRIPTION_PLANS,
        PERMISSION_CATALOGUE,
        DEFAULT_ROLES,
        STARTING_CHART,
      ]),
    )
    .digest('hex');
  return fingerprint;
}
