/** The look of a button on the documentation pages (drawing toolbar, walker, paths list). */
export const pageButton =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600';
