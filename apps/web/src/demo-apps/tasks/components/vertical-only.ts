import type { Modifier } from '@dnd-kit/core';

/** Rows move only up and down (what @dnd-kit/modifiers' restrictToVerticalAxis does, without the extra package). */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
