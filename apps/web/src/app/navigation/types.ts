/** Navigation item (the template's FuseNavigationItem with the core's filter attributes). */
export interface NavItem {
  id: string;
  type: 'basic' | 'aside' | 'collapsable' | 'group' | 'divider' | 'spacer';
  /** An i18n key. */
  title?: string;
  subtitle?: string;
  /** An MUI icon name. */
  icon?: string;
  link?: string;
  externalLink?: boolean;
  exactMatch?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  badge?: { title?: string; classes?: string };
  tooltip?: string;
  target?: string;
  children?: NavItem[];
  /** Application types the item is for, or 'ALL'. */
  apps?: number[] | 'ALL';
  dataTypes?: number[];
  permission?: string;
  crowdSourceOnly?: boolean;
  portUser?: boolean;
  isStaff?: boolean;
  /** Hidden from a user without a role: the page's data needs a role's permissions, so the entry would only lead to refusals. */
  needsRole?: boolean;
}

export interface NavigationVariants {
  compact: NavItem[];
  default: NavItem[];
  futuristic: NavItem[];
  horizontal: NavItem[];
}
