/** A toolbar message (template shape); the core's `{id, message, read}` fits it too. */
export interface Message {
  id: string;
  image?: string | null;
  title?: string;
  description?: string;
  /** The core's message text. */
  message?: string;
  time: string;
  read: boolean;
  seen?: boolean;
  link?: string | null;
  useRouter?: boolean;
}

export interface Notification {
  id: string;
  icon?: string | null;
  image?: string | null;
  title: string;
  description?: string;
  time: string;
  read: boolean;
  seen?: boolean;
  link?: string | null;
  useRouter?: boolean;
}

export interface Shortcut {
  id: string;
  label: string;
  description?: string;
  icon: string;
  link: string;
  useRouter: boolean;
}

export interface MockUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: 'online' | 'away' | 'busy' | 'not-visible';
  role: string;
  company: string;
  timezone: string;
}

export interface SearchResult {
  value: string;
  link: string;
  [key: string]: unknown;
}

export interface SearchGroup {
  id: 'contacts' | 'pages' | 'tasks';
  label: string;
  results: SearchResult[];
}
