import { exportList, type ExportFilters } from '../api/exports';
import { ExportMenu } from '../ui/export-menu';
import { useServices } from './session/session-context';
import type { ExportList } from '../../domain/list-export';

/**
 * A list page's Export menu: the rows its filters (and sort) show, on every page. Shown to whoever
 * sees the list; the server checks the same permission as the list's.
 */
export function ListExportMenu({ list, filters }: { list: ExportList; filters: ExportFilters }) {
  const { api } = useServices();
  return <ExportMenu subject={list.replace('-', ' ')} exporter={(format, transfer) => exportList(api, list, format, filters, transfer)} />;
}
