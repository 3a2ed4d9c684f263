/** Where the wizard is: the steps in order, the current one marked for assistive technology too. */
export function StepList({ titles, current }: { titles: string[]; current: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-2 text-sm">
      {titles.map((title, index) => (
        <li
          key={title}
          aria-current={index === current ? 'step' : undefined}
          className={[
            'rounded-full px-3 py-1 ring-1 ring-inset',
            index === current
              ? 'bg-brand-600 text-white ring-brand-600'
              : index < current
                ? 'bg-brand-50 text-brand-800 ring-brand-200'
                : 'bg-white text-slate-500 ring-slate-200',
          ].join(' ')}
        >
          <span className="sr-only">Step {index + 1}: </span>
          {title}
        </li>
      ))}
    </ol>
  );
}
