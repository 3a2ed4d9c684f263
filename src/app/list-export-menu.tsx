import { exportList, type ListExportQuery } from '../api/exports';
import { ExportMenu } from '../ui/export-menu';
import { useServices } from './session/session-context';
import type { ExportList } from '../../domain/list-export';

/**
 * A list page's Export menu: the rows its query (filters and sort, as the list's own GET sends
 * them) shows, on every page. Shown to whoever sees the list; the server checks the list's permission.
 */
export function ListExportMenu({ list, query }: { list: ExportList; query: ListExportQuery }) {
  const { api } = useServices();
  return <ExportMenu subject={list.replace('-', ' ')} exporter={(format, transfer) => exportList(api, list, format, query, transfer)} />;
}
