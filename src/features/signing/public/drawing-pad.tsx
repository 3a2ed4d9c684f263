import { useId, useRef, type PointerEvent } from 'react';
import { Button } from '../../../ui/button';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A box to draw a signature in with a mouse, a pen or a finger. Each stroke ends by handing the
 * drawing on as a PNG data URL; Clear empties the box and hands on null.
 */
export function DrawingPad({ onDraw, error }: { onDraw: (image: string | null) => void; error?: string }) {
  const errorId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const pen = () => {
    const context = canvas.current?.getContext('2d');
    if (context) {
      context.lineWidth = 2.5;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = '#0f172a';
    }
    return context ?? null;
  };
  // The box is drawn at a fixed size and shown at the page's width: pointer positions are scaled back.
  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * WIDTH) / (box.width || WIDTH),
      ((event.clientY - box.top) * HEIGHT) / (box.height || HEIGHT),
    ] as const;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = pen();
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const [x, y] = at(event);
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap, so that even a single touch leaves a mark.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = pen();
    if (!drawing.current || !context) return;
    const [x, y] = at(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    onDraw(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    pen()?.clearRect(0, 0, WIDTH, HEIGHT);
    onDraw(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label="Signature pad: draw your signature here"
        aria-describedby={error ? errorId : undefined}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className={[
          'block aspect-[3/1] w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed bg-white',
          error ? 'border-red-400' : 'border-slate-300',
        ].join(' ')}
      />
      <div className="flex items-center justify-between gap-3">
        {error ? (
          <p id={errorId} className="text-xs text-red-600">
            {error}
          </p>
        ) : (
          <p className="text-xs text-slate-500">Draw with your mouse or finger. Prefer the keyboard? Choose Type.</p>
        )}
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </div>
  );
}
