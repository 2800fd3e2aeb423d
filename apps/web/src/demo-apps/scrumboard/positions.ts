/** Lists and cards are ordered by `position`, spaced 65536 apart so a move rarely touches neighbours. */
export const POSITION_STEP = 65536;

interface Positioned {
  id: string;
  position: number;
}

/** The position after the last item. */
export const nextPosition = (items: Positioned[]): number => items.reduce((max, i) => Math.max(max, i.position), 0) + POSITION_STEP;

/**
 * `items` is already in its new order with the moved item at `index`. Answers the items whose
 * position changes: usually only the moved one (halfway between its neighbours); when there is
 * no whole number left between them, every item is renumbered 65536, 131072, …
 */
export function reposition<T extends Positioned>(items: T[], index: number): T[] {
  const prev = items[index - 1]?.position;
  const next = items[index + 1]?.position;
  let position: number | null;
  if (prev === undefined && next === undefined) position = POSITION_STEP;
  else if (prev === undefined) position = Math.floor(next! / 2);
  else if (next === undefined) position = prev + POSITION_STEP;
  else position = Math.floor((prev + next) / 2);
  const fits = position > (prev ?? 0) && (next === undefined || position < next);
  if (fits) return items[index].position === position ? [] : [{ ...items[index], position }];
  return items.map((item, i) => ({ ...item, position: (i + 1) * POSITION_STEP })).filter((item, i) => item.position !== items[i].position);
}
