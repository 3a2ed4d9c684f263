import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const STEP = 1.25;

function zoomed(view: ViewBox, factor: number): ViewBox {
  const width = view.width / factor;
  const height = view.height / factor;
  return { x: view.x + (view.width - width) / 2, y: view.y + (view.height - height) / 2, width, height };
}

/** Drawing units per screen pixel, as `preserveAspectRatio="xMidYMid meet"` scales the view box. */
function unitsPerPixel(svg: SVGSVGElement | null, view: ViewBox): number {
  const rect = svg?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.height === 0) return 1;
  return Math.max(view.width / rect.width, view.height / rect.height);
}

/** Zoom (buttons and wheel) and pan (drag) of an SVG drawing through its view box; `fit` shows it whole. */
export function useDrawingView(svg: RefObject<SVGSVGElement | null>, whole: ViewBox) {
  const [view, setView] = useState(whole);
  const drag = useRef<{ x: number; y: number } | null>(null);
  // A drag that ends on a state is a pan, not a click that opens the state's story.
  const dragged = useRef(false);

  useEffect(() => setView(whole), [whole]);

  const zoomIn = useCallback(() => setView((current) => zoomed(current, STEP)), []);
  const zoomOut = useCallback(() => setView((current) => zoomed(current, 1 / STEP)), []);
  const fit = useCallback(() => setView(whole), [whole]);

  // React listens to wheel events passively; the page must not scroll while the drawing zooms.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => zoomed(current, event.deltaY < 0 ? STEP : 1 / STEP));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [svg]);

  const panHandlers = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY };
      dragged.current = false;
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const from = drag.current;
      if (!from || (!dragged.current && Math.hypot(event.clientX - from.x, event.clientY - from.y) < 4)) return;
      dragged.current = true;
      drag.current = { x: event.clientX, y: event.clientY };
      setView((current) => {
        const scale = unitsPerPixel(svg.current, current);
        return { ...current, x: current.x - (event.clientX - from.x) * scale, y: current.y - (event.clientY - from.y) * scale };
      });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerLeave: () => {
      drag.current = null;
    },
    onClickCapture: (event: MouseEvent<SVGSVGElement>) => {
      if (dragged.current) event.stopPropagation();
      dragged.current = false;
    },
  };

  return { view, zoomIn, zoomOut, fit, panHandlers };
}
