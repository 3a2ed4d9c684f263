// Work nobody waits for (the live notifications' socket) starts once the first screen has been
// drawn, so that it does not compete with the screen's own code for the network and the processor.

let markShown: () => void = () => {};

/** Settles after the first screen of this page load has been drawn. */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

let marked = false;

/** Called when a screen has rendered; settles once the browser has painted it and is idle. Later screens change nothing. */
export function markFirstScreenShown(): void {
  if (marked) return;
  marked = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => markShown(), { timeout: 2000 });
  else setTimeout(markShown, 0);
}
