import { corporateClients, individualClients, insuranceProviders, policies, products } from '../db/schema';

// The policy a record stands on and its parties, as a claim and an endorsement answer with them:
// select `policyParties` with the policy, its product, its insurer and its client joined.

export const policyParties = {
  policyNo: policies.policyNo,
  insurerPolicyNo: policies.insurerPolicyNo,
  clientType: policies.clientType,
  clientId: policies.individualClientId,
  companyId: policies.corporateClientId,
  nameOfInsured: policies.nameOfInsured,
  firstname: individualClients.firstname,
  lastname: individualClients.lastname,
  companyName: corporateClients.corporateName,
  productName: products.productName,
  insurerName: insuranceProviders.name,
};

interface PolicyPartiesRow {
  policyNo: string;
  insurerPolicyNo: string | null;
  clientType: 'INDIVIDUAL' | 'CORPORATE';
  clientId: string | null;
  companyId: string | null;
  nameOfInsured: string;
  firstname: string | null;
  lastname: string | null;
  companyName: string | null;
  productName: string;
  insurerName: string;
}

export const presentPolicyParties = (row: PolicyPartiesRow) => ({
  policy_number: row.policyNo,
  insurer_policy_number: row.insurerPolicyNo,
  client_type: row.clientType,
  client_id: (row.clientId ?? row.companyId)!,
  client_name: row.companyName ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
  name_of_insured: row.nameOfInsured,
  product_name: row.productName,
  insurance_provider_name: row.insurerName,
});
