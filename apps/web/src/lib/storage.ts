/** Every local-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  grafanaOrgId: 'grafana_org_id',
  lang: 'lang',
  navAppearance: 'navAppearance',
  /** The company last signed in on this browser: its single sign-on buttons show on sign-in. */
  ssoCompany: 'sso_company',
} as const;

type Key = keyof typeof STORAGE_KEYS;

export const storage = {
  get(key: Key): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {
      /* private mode: the value lives for this page only */
    }
  },
  remove(key: Key): void {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      /* ignore */
    }
  },
};
