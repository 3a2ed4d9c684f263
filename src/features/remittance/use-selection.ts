import { useCallback, useMemo, useState } from 'react';
import type { PaidPremiumInvoice } from '../../../domain/invoices/schedule';

/** The invoices chosen for a schedule, kept while the user pages and filters, in the order chosen. */
export function useSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, PaidPremiumInvoice>>(new Map());
  const invoices = useMemo(() => [...chosen.values()], [chosen]);

  const isSelected = useCallback((invoice: PaidPremiumInvoice) => chosen.has(invoice.invoice_id), [chosen]);

  const toggle = useCallback((invoice: PaidPremiumInvoice, selected: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (selected) next.set(invoice.invoice_id, invoice);
      else next.delete(invoice.invoice_id);
      return next;
    });
  }, []);

  /** Selects every invoice of the page, or clears them when all already are. */
  const togglePage = useCallback((page: readonly PaidPremiumInvoice[], selected: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      for (const invoice of page) {
        if (selected) next.set(invoice.invoice_id, invoice);
        else next.delete(invoice.invoice_id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setChosen(new Map()), []);

  return { invoices, isSelected, toggle, togglePage, clear };
}
export type Selection = ReturnType<typeof useSelection>;
