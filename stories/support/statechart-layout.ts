import ELK, { type ElkEdgeSection, type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { stateLabel, type MachineDescription, type StateDescription, type TransitionDescription } from './machine-description';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

/** A state placed relative to its parent's box, with its sub-states inside it. */
export interface PlacedState extends Box {
  state: StateDescription;
  /** How readers name it: its dotted path, or the machine's id for the machine itself. */
  name: string;
  /** Where the filled dot of its initial sub-state sits, relative to its own box. */
  initialDot: Point | null;
  children: PlacedState[];
}

/** An arrow in the drawing's coordinates. `transition` is null for the arrow from an initial dot. */
export interface PlacedArrow {
  id: string;
  transition: TransitionDescription | null;
  /** 'event [guard]', as the Mermaid source and the tables word it. */
  label: string;
  from: string;
  to: string;
  points: Point[];
  labelBox: Box | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  root: PlacedState;
  arrows: PlacedArrow[];
}

// The drawing uses one monospace face, so a label's width follows from its length.
export const NAME_FONT = 13;
export const LABEL_FONT = 11;
export const LINE = 15;
const charWidth = (font: number) => font * 0.62;
const DOT = 12;

/** The two lines of an arrow's label: the trigger, then the guard in brackets. */
export function arrowLines(transition: TransitionDescription): string[] {
  return transition.guard ? [transition.trigger, `[${transition.guard}]`] : [transition.trigger];
}

export function arrowLabel(transition: TransitionDescription): string {
  return arrowLines(transition).join(' ');
}

/** The lines a state shows under its name: what it invokes. */
export function stateNotes(state: StateDescription): string[] {
  const invokes = state.invokes.map((invoke) => `invokes ${invoke.id}`);
  return state.type === 'parallel' ? ['parallel regions', ...invokes] : invokes;
}

const nodeId = (path: string) => `state:${path}`;
const dotId = (path: string) => `initial:${path}`;

function textWidth(lines: string[], font: number): number {
  return Math.ceil(Math.max(0, ...lines.map((line) => line.length)) * charWidth(font));
}

function headerSize(state: StateDescription): { width: number; height: number } {
  const notes = stateNotes(state);
  return {
    width: Math.max(textWidth([state.key], NAME_FONT), textWidth(notes, LABEL_FONT)) + 24,
    height: 28 + notes.length * LINE,
  };
}

// Room on a box's side for each arrow that meets it, so that arrowheads do not pile up on a small state.
const ARROW_ROOM = 10;

function toElkNode(state: StateDescription, incoming: Map<string, number>): ElkNode {
  const header = headerSize(state);
  if (state.children.length === 0) {
    const width = Math.max(header.width, (incoming.get(state.path) ?? 0) * ARROW_ROOM);
    return { id: nodeId(state.path), width, height: header.height };
  }
  const initial = state.children.find((child) => child.initial);
  const dot: ElkNode[] = initial ? [{ id: dotId(state.path), width: DOT, height: DOT }] : [];
  return {
    id: nodeId(state.path),
    layoutOptions: {
      'elk.padding': `[top=${header.height + 8},left=16,bottom=16,right=16]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${header.width}, ${header.height})`,
    },
    children: [...dot, ...state.children.map((child) => toElkNode(child, incoming))],
  };
}

function incomingCounts(description: MachineDescription): Map<string, number> {
  const counts = new Map<string, number>();
  for (const target of description.transitions.flatMap((transition) => transition.targets))
    counts.set(target, (counts.get(target) ?? 0) + 1);
  return counts;
}

function elkLabel(lines: string[]): ElkLabel {
  return { text: lines.join('\n'), width: textWidth(lines, LABEL_FONT) + 8, height: lines.length * LINE + 4 };
}

function arrowsOf(description: MachineDescription): { arrows: Omit<PlacedArrow, 'points' | 'labelBox'>[]; edges: ElkExtendedEdge[] } {
  const arrows: Omit<PlacedArrow, 'points' | 'labelBox'>[] = [];
  const edges: ElkExtendedEdge[] = [];
  const name = (path: string) => stateLabel(description, path);
  for (const state of [description.root, ...description.states]) {
    const initial = state.children.find((child) => child.initial);
    if (initial) {
      const id = `arrow:${arrows.length}`;
      arrows.push({ id, transition: null, label: 'initial', from: name(state.path), to: name(initial.path) });
      edges.push({ id, sources: [dotId(state.path)], targets: [nodeId(initial.path)] });
    }
  }
  for (const transition of description.transitions) {
    // A transition without a target only runs actions: it is drawn as a loop on its own state.
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    for (const target of targets) {
      const id = `arrow:${arrows.length}`;
      arrows.push({ id, transition, label: arrowLabel(transition), from: name(transition.source), to: name(target) });
      edges.push({ id, sources: [nodeId(transition.source)], targets: [nodeId(target)], labels: [elkLabel(arrowLines(transition))] });
    }
  }
  return { arrows, edges };
}

function place(node: ElkNode, state: StateDescription, description: MachineDescription): PlacedState {
  const children = new Map((node.children ?? []).map((child) => [child.id, child]));
  const dot = children.get(dotId(state.path));
  return {
    state,
    name: stateLabel(description, state.path),
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
    initialDot: dot ? { x: (dot.x ?? 0) + DOT / 2, y: (dot.y ?? 0) + DOT / 2 } : null,
    children: state.children.map((child) => place(children.get(nodeId(child.path)) ?? { id: child.path }, child, description)),
  };
}

/** Absolute offsets of every laid-out node: ELK gives each edge's points relative to its container. */
function offsets(node: ElkNode, origin: Point, into: Map<string, Point>): Map<string, Point> {
  const at = { x: origin.x + (node.x ?? 0), y: origin.y + (node.y ?? 0) };
  into.set(node.id, at);
  for (const child of node.children ?? []) offsets(child, at, into);
  return into;
}

function sectionPoints(sections: ElkEdgeSection[] | undefined, origin: Point): Point[] {
  return (sections ?? []).flatMap((section) =>
    [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({
      x: point.x + origin.x,
      y: point.y + origin.y,
    })),
  );
}

const elk = new ELK();

/** Lays out the machine as a statechart: nested boxes, each transition an edge with its label. */
export async function layoutStatechart(description: MachineDescription): Promise<StatechartLayout> {
  const { arrows, edges } = arrowsOf(description);
  const graph: ElkNode = await elk.layout({
    id: 'drawing',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [toElkNode(description.root, incomingCounts(description))],
    edges,
  });
  const at = offsets(graph, { x: -(graph.x ?? 0), y: -(graph.y ?? 0) }, new Map());
  const placed = new Map((graph.edges ?? []).map((edge) => [edge.id, edge]));
  return {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    root: place(graph.children?.[0] ?? { id: '' }, description.root, description),
    arrows: arrows.map((arrow) => {
      const edge = placed.get(arrow.id);
      const origin = at.get((edge as { container?: string } | undefined)?.container ?? 'drawing') ?? { x: 0, y: 0 };
      const label = edge?.labels?.[0];
      return {
        ...arrow,
        points: sectionPoints(edge?.sections, origin),
        labelBox: label
          ? { x: (label.x ?? 0) + origin.x, y: (label.y ?? 0) + origin.y, width: label.width ?? 0, height: label.height ?? 0 }
          : null,
      };
    }),
  };
}
