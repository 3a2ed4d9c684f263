import type { JSX } from 'react';

export type ProgressBarProps = {
  /** The accessible name: what is in progress. */
  label: string;
  /** How far it has come, out of `max`; null while that is not known (the bar then pulses). */
  value: number | null;
  max?: number;
  /** Shown beside the bar. */
  text: string;
};

export function ProgressBar({ label, value, max, text }: ProgressBarProps): JSX.Element {
  const known = value !== null && max !== undefined;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={text}
        className="h-2 w-48 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full bg-brand-600 transition-[width] ${known ? '' : 'w-1/3 animate-pulse'}`}
          style={known ? { width: `${max > 0 ? Math.min(100, (value / max) * 100) : 100}%` } : undefined}
        />
      </div>
      <span className="text-sm tabular-nums text-slate-700">{text}</span>
    </div>
  );
}
