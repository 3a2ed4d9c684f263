import { arrowLines, LABEL_FONT, LINE, NAME_FONT, stateNotes, type PlacedArrow, type PlacedState } from './statechart-layout';
import type { KeyboardEvent } from 'react';

const font = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** How a state is named to assistive technology and tests: 'State signedOut.failed, final'. */
export function stateName(placed: PlacedState, current = false): string {
  const marks = [
    placed.state.initial && 'initial',
    placed.state.type === 'final' && 'final',
    placed.state.transient && 'transient',
    current && 'current',
  ];
  return [`State ${placed.name}`, ...marks.filter(Boolean)].join(', ');
}

/** 'session.signIn [canSignIn]: signedOut → signingIn', or '…: stays in signedIn' for a transition that only runs actions. */
export function arrowName(arrow: PlacedArrow): string {
  if (!arrow.transition) return `initial state of ${arrow.from}: ${arrow.to}`;
  return arrow.transition.targets.length === 0 ? `${arrow.label}: stays in ${arrow.from}` : `${arrow.label}: ${arrow.from} → ${arrow.to}`;
}

interface StateShapeProps {
  placed: PlacedState;
  depth: number;
  storyIds: Map<string, string>;
  onOpenStory: (storyId: string) => void;
  /** The states the walker's machine is in now, by dotted path. */
  current: ReadonlySet<string>;
}

export function StateShape({ placed, depth, storyIds, onOpenStory, current }: StateShapeProps) {
  const { state, width, height } = placed;
  const isCurrent = current.has(state.path);
  const storyId = storyIds.get(state.path);
  const open = storyId ? () => onOpenStory(storyId) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  const notes = stateNotes(state);
  const plain = state.children.length > 0 ? (depth % 2 === 0 ? '#f8fafc' : '#ffffff') : '#eef2ff';
  const fill = isCurrent && state.children.length === 0 ? '#fef3c7' : plain;
  return (
    <g
      transform={`translate(${placed.x} ${placed.y})`}
      role={open ? 'link' : 'group'}
      aria-label={stateName(placed, isCurrent)}
      tabIndex={open ? 0 : undefined}
      onClick={open}
      onKeyDown={open ? onKeyDown : undefined}
      className={open ? 'cursor-pointer outline-none [&:focus-visible>rect]:stroke-brand-600 [&:hover>rect]:stroke-brand-600' : undefined}
    >
      {open && <title>Open the story of {placed.name}</title>}
      <rect
        width={width}
        height={height}
        rx={8}
        fill={fill}
        stroke={isCurrent ? '#d97706' : state.type === 'final' ? '#047857' : '#475569'}
        strokeWidth={isCurrent ? 3 : 1.5}
        strokeDasharray={state.transient ? '5 4' : undefined}
      />
      {state.type === 'final' && <rect x={3} y={3} width={width - 6} height={height - 6} rx={6} fill="none" stroke="#047857" />}
      <text x={12} y={19} fontFamily={font} fontSize={NAME_FONT} fontWeight={600} fill="#0f172a">
        {state.key}
      </text>
      {notes.map((note, index) => (
        <text key={note} x={12} y={19 + LINE * (index + 1)} fontFamily={font} fontSize={LABEL_FONT} fill="#6d28d9">
          {note}
        </text>
      ))}
      {placed.initialDot && <circle cx={placed.initialDot.x} cy={placed.initialDot.y} r={6} fill="#0f172a" aria-hidden />}
      {placed.children.map((child) => (
        <StateShape
          key={child.state.path}
          placed={child}
          depth={depth + 1}
          storyIds={storyIds}
          onOpenStory={onOpenStory}
          current={current}
        />
      ))}
    </g>
  );
}

export function ArrowShape({ arrow, marker }: { arrow: PlacedArrow; marker: string }) {
  const [start, ...rest] = arrow.points;
  if (!start) return null;
  const path = `M ${start.x} ${start.y} ${rest.map((point) => `L ${point.x} ${point.y}`).join(' ')}`;
  const lines = arrow.transition ? arrowLines(arrow.transition) : [];
  const box = arrow.labelBox;
  return (
    <g role="img" aria-label={arrowName(arrow)}>
      <path d={path} fill="none" stroke="#334155" strokeWidth={1.25} markerEnd={`url(#${marker})`} />
      {box && (
        <>
          <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={3} fill="#ffffff" fillOpacity={0.9} />
          <text x={box.x + 4} y={box.y + LINE - 2} fontFamily={font} fontSize={LABEL_FONT} fill="#1e293b">
            {lines.map((line, index) => (
              <tspan key={line} x={box.x + 4} dy={index === 0 ? 0 : LINE} fill={index === 0 ? '#1e293b' : '#b45309'}>
                {line}
              </tspan>
            ))}
          </text>
        </>
      )}
    </g>
  );
}
