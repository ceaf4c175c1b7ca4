import { type PointerEvent, useCallback, useRef, useState } from 'react';

export interface DragState {
  from: number;
  over: number;
}

/** The tile under a point: tiles carry `data-uploader-index`. */
function indexAt(x: number, y: number): number | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const value = element?.closest<HTMLElement>('[data-uploader-index]')?.dataset['uploaderIndex'];
  return value === undefined ? null : Number(value);
}

/**
 * Drag to reorder with pointer events, so mouse, pen and touch all work: the handle captures the
 * pointer, the tile under the pointer is the drop target, and releasing drops there. The handle
 * needs `touch-action: none` so a finger drags instead of scrolling the page.
 */
export function usePointerReorder(onDrop: (from: number, to: number) => void, enabled: boolean) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const current = useRef<DragState | null>(null);
  const drop = useRef(onDrop);
  drop.current = onDrop;

  const update = (next: DragState | null) => {
    current.current = next;
    setDrag(next);
  };

  const handleProps = useCallback(
    (index: number) => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        update({ from: index, over: index });
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const state = current.current;
        if (!state) return;
        const over = indexAt(event.clientX, event.clientY);
        if (over !== null && over !== state.over) update({ ...state, over });
      },
      onPointerUp() {
        const state = current.current;
        if (!state) return;
        update(null);
        if (state.from !== state.over) drop.current(state.from, state.over);
      },
      onPointerCancel() {
        update(null);
      },
    }),
    [enabled],
  );

  return { drag, handleProps };
}
