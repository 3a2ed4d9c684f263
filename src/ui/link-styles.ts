// How a link looks: inline in text, or as a button that goes somewhere.

export const linkClass = 'font-medium text-brand-700 hover:underline';
export const buttonLinkClass = 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
export const secondaryLinkClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50';
