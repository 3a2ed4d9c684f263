import { describe, expect, it } from 'vitest';
import { checkedTemplate } from '../../machines/pdf-template-editor/template-form';
import {
  describeEditor,
  eventName,
  FORM_RESTED,
  MODEL_EVENTS,
  pdfTemplateEditorModel,
  type PdfTemplateModelEvent as ModelEvent,
} from '../../stories/machines/pdf-template-editor.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import {
  createPdfTemplateEditorHarness,
  type PdfTemplateActorName,
  type PdfTemplateEditorHarness,
} from './support/pdf-template-editor-harness';
import type { EventObject, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end, on a clock the path moves.
type Snapshot = SnapshotFrom<PdfTemplateEditorHarness['machine']>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createPdfTemplateEditorHarness();
  return testModelOf<Snapshot, ModelEvent, undefined>(machine, pdfTemplateEditorModel, undefined, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

const CALLS: [state: string, actor: PdfTemplateActorName][] = [
  ['loading', 'loadTemplate'],
  ['editing.previewing', 'previewTemplate'],
  ['saving', 'saveTemplate'],
  ['resetting', 'resetTemplate'],
];

const matches = (snapshot: Snapshot, path: string) => leafOf(snapshot) === path;

/** Rules that hold in every state of every path, whatever led there. */
function expectEditorRules(harness: PdfTemplateEditorHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { kind, form, preview, previewFailure } = snapshot.context;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matches(snapshot, state));
  // Only a template that passes the server's own checks is previewed or saved, and as the form stands.
  if (matches(snapshot, 'editing.previewing') || matches(snapshot, 'saving')) {
    const call = matches(snapshot, 'saving') ? 'saveTemplate' : 'previewTemplate';
    expect(harness.inputOf(call), where).toEqual({ kind, template: checkedTemplate(kind, form).value });
  }
  // The preview on show is the form's own once it is called shown.
  if (matches(snapshot, 'editing.shown')) expect(preview?.template, where).toEqual(form);
  if (matches(snapshot, 'editing.previewFailed')) expect(previewFailure, where).not.toBeNull();
  if (matches(snapshot, 'editing.previewing') || matches(snapshot, 'editing.shown')) expect(previewFailure, where).toBeNull();
  if (matches(snapshot, 'editing.held')) expect(checkedTemplate(kind, form).failure, where).not.toBeNull();
}

/** The harness as a path replays it: the form resting is the clock moving, not an event sent. */
const replayable = (harness: PdfTemplateEditorHarness) => ({
  ...harness,
  send: (event: EventObject) => (event.type === FORM_RESTED ? harness.rest() : harness.send(event as never)),
});

const rulesOf = (harness: PdfTemplateEditorHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(replayable(harness), MODEL_EVENTS, serialize, () => expectEditorRules(harness));

describe('PDF template editor model', () => {
  const fine = createModel(describeEditor);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createPdfTemplateEditorHarness().start();
    await path.test(rulesOf(harness, describeEditor));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    accent: snapshot.context.form.accentColour,
    preview: snapshot.context.preview?.template.accentColour ?? null,
  });
  const coarse = createModel(coarseSerialize);

  it.each(transitionPaths(coarse, coarseSerialize, describePath))('transition %s', async (_name, path) => {
    const harness = createPdfTemplateEditorHarness().start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });

  it('reaches every leaf state a person can see', () => {
    const reached = new Set(shortest.map((path) => leafOf(path.state)));
    const { machine } = createPdfTemplateEditorHarness();
    expect([...reached].sort()).toEqual(observableLeaves(machine));
  });
});
