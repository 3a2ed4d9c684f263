import { clientsAnswer, CLIENTS } from '../chart-of-accounts/fixtures';
import { MOTOR_DETAILS, productsAnswer, summary } from '../products/product-fixtures';
import { coBrokersAnswer } from '../settings/co-brokers-fixtures';
import { AIICO, insurersAnswer } from '../underwriters/fixtures';
import type { ProductDetails } from '../../domain/products';

// What the quote form asks the API for: clients, products and their terms, the lists an item
// chooses from, and who may share the premium. The draft of fixtures.ts is priced with Leadway's
// private motor product; AXA Mansard's AutoShield is there to compare with.

export const LEADWAY_MOTOR: ProductDetails = { ...MOTOR_DETAILS, product_id: 'product-leadway-motor' };
export const AXA_MOTOR = summary('product-axa-motor', 'AutoShield', { insurance_provider_id: 9, insurance_provider_name: 'AXA Mansard' });

const list = <T>(data: T[]) => ({ success: true, data });

/** By API path, as the form's calls are answered in stories and view tests. */
export const QUOTE_FORM_ANSWERS: Record<string, unknown> = {
  '/client/search': clientsAnswer(CLIENTS),
  '/product': productsAnswer([LEADWAY_MOTOR, AXA_MOTOR]),
  [`/product/${LEADWAY_MOTOR.product_id}`]: { success: true, data: LEADWAY_MOTOR },
  '/policyHolderType': list([{ policyholder_type_id: 2, code: 'CORPORATE', name: 'Corporate body', description: '' }]),
  '/vehicle/types': list([{ vehicle_type_id: 4, code: 'SALOON', name: 'Saloon car', description: '' }]),
  '/propertyCategory': list([{ property_category_id: 3, code: 'RESIDENTIAL', name: 'Residential building', description: '' }]),
  '/cobrokers': coBrokersAnswer([]),
  '/insurance-providers/active': insurersAnswer([AIICO]),
};
