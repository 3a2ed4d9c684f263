// Reference data shared by every brokerage: Nigeria's states and LGAs, the classes of insurance
// business, and the classifications of policyholders, properties and vehicles.

export * from './nigeria';
export * from './insurance';
export * from './parties';
