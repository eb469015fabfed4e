import { useRef, useState, type PointerEvent } from 'react';
import { snapMinutes } from '../utils/own-event-form';
import { HOUR_PX, type GridRange } from '../utils/week-layout';
import styles from '../own-events.module.css';

interface Props {
  range: GridRange;
  /** A click picks an hour from the half hour clicked; a drag picks what it covered (quarter hours). */
  onPick: (startMinutes: number, endMinutes: number) => void;
}

const DRAG_MIN_PX = 6;

/**
 * The empty time of one day column, under its events: clicking or dragging on it starts a new own
 * event there. Pointer only (mouse, pen, touch); the keyboard's way is the header's Add event button.
 */
export function SlotPicker({ range, onPick }: Props) {
  const drag = useRef<{ y: number; top: number } | null>(null);
  const [preview, setPreview] = useState<{ top: number; height: number } | null>(null);
  const minutesAt = (y: number) => range.startHour * 60 + (y * 60) / HOUR_PX;

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const top = e.currentTarget.getBoundingClientRect().top;
    drag.current = { y: e.clientY - top, top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const y = e.clientY - drag.current.top;
    if (Math.abs(y - drag.current.y) < DRAG_MIN_PX) return setPreview(null);
    const [from, to] = [Math.min(y, drag.current.y), Math.max(y, drag.current.y)];
    const start = snapMinutes(minutesAt(from));
    const end = snapMinutes(minutesAt(to));
    setPreview({ top: ((start - range.startHour * 60) * HOUR_PX) / 60, height: ((Math.max(end, start + 15) - start) * HOUR_PX) / 60 });
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const y = e.clientY - drag.current.top;
    const [from, to] = [Math.min(y, drag.current.y), Math.max(y, drag.current.y)];
    drag.current = null;
    setPreview(null);
    if (to - from < DRAG_MIN_PX) {
      const start = Math.floor(minutesAt(from) / 30) * 30;
      onPick(start, Math.min(start + 60, 24 * 60));
    } else {
      const start = snapMinutes(minutesAt(from));
      onPick(start, Math.max(snapMinutes(minutesAt(to)), start + 15));
    }
  };

  return (
    <div
      className={styles.wgSlots}
      aria-hidden
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => ((drag.current = null), setPreview(null))}
    >
      {preview ? <div className={styles.wgSlotPreview} style={preview} /> : null}
    </div>
  );
}
