import type { CoBroker } from '../../domain/co-brokers';

// Co-brokers shaped as server/insurers/co-broker-routes.ts answers them.

export const coBroker = (id: string, name: string, extra: Partial<CoBroker> = {}): CoBroker => ({
  co_broker_id: id,
  name,
  name_of_co_broker: name,
  contact_person: null,
  email: null,
  phone: null,
  address: null,
  naicom_license_number: null,
  active: true,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

export const HEIRS = coBroker('cb-1', 'Heirs Insurance Brokers Ltd', {
  contact_person: 'Chidi Nwosu',
  email: 'placements@heirs.example',
  phone: '+2348031234567',
  naicom_license_number: 'NAICOM/IB/0123',
});
export const ALPHA = coBroker('cb-2', 'Alpha Risk Brokers');
export const BETA = coBroker('cb-3', 'Beta Brokers', { active: false });

export const coBrokersAnswer = (list: CoBroker[]) => ({
  success: true,
  data: list,
  meta: { page: 1, limit: Math.max(list.length, 1), total: list.length, pages: 1 },
});
