// The signed-in layout's sizes, without its components: the page's first script (preview-start.ts) places the live
// map's preview with them before the layout exists.

export const NAV_WIDTH = 280;
export const NAV_DENSE_WIDTH = 80;
/** From this width the menu is a column beside the page; below it, a drawer over it. */
export const SIDE_NAV_QUERY = '(min-width:960px)';

/** Where the page's area starts beside the menu and under the top bar (MUI's toolbar heights), in CSS px. */
export function mainArea(dense: boolean): { left: number; top: number; width: number } {
  const width = window.innerWidth;
  const left = window.matchMedia(SIDE_NAV_QUERY).matches ? (dense ? NAV_DENSE_WIDTH : NAV_WIDTH) : 0;
  const top = width >= 600 ? 64 : window.matchMedia('(orientation: landscape)').matches ? 48 : 56;
  return { left, top, width: width - left };
}
