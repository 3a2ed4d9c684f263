export interface FigureBar {
  label: string;
  /** The figure as shown. */
  shown: string;
  /** Its size for drawing, in any unit shared by the bars. */
  size: number;
}

/** A short list of figures, each with a bar scaled to the largest: for reading at a glance, the figures say it exactly. */
export function FigureBars({ bars, label }: { bars: readonly FigureBar[]; label: string }) {
  const largest = Math.max(1, ...bars.map((bar) => Math.abs(bar.size)));
  return (
    <ul aria-label={label} className="space-y-2">
      {bars.map((bar) => (
        <li key={bar.label} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="truncate text-slate-700">{bar.label}</span>
            <span className="shrink-0 tabular-nums font-medium text-slate-900">{bar.shown}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-slate-100">
            <div className="h-1.5 rounded bg-brand-500" style={{ width: `${(Math.abs(bar.size) / largest) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
