/** An icon set as `api/ui/icons/{set}` answers it. */
export interface IconSet {
  /** The set's id, as in the URL (e.g. "material-outline"). */
  namespace: string;
  name: string;
  /** Icon size in the grid, in pixels. */
  grid: number;
  /** What MUI appends to an icon's name in this set ("Outlined", "" for the filled set). */
  suffix: string;
  list: string[];
}
