/** The walked view story of a Diagram story: `machines-invoice-lifecycle-diagram--diagram` → `…--walked-view`. */
export const walkedViewStoryId = (diagramStoryId: string) => `${diagramStoryId.split('--')[0]}--walked-view`;

/**
 * The real view of the walked state, as the Walked view story replays the walk. It runs in a frame,
 * a document of its own: an open modal of the app makes everything else in its document inert and
 * closes on a click outside it (Headless UI), which would take the walker's buttons away.
 */
export function ViewFrame({ diagramStoryId, walkCode }: { diagramStoryId: string; walkCode: string }) {
  const src = `iframe.html?id=${walkedViewStoryId(diagramStoryId)}&viewMode=story&args=walk:${walkCode}`;
  return <iframe src={src} title="The real view of the current state" className="h-[85vh] w-full" />;
}
