export { clientPath, invoicePath, policyPath, quotePath } from '../../domain/record-paths';
