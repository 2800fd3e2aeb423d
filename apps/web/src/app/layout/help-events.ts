/** A service (e.g. a guided tour) can open the help panel with an address. */
type Listener = (url: string) => void;
const listeners = new Set<Listener>();

export function openHelp(url: string): void {
  listeners.forEach((l) => l(url));
}

export function onHelpRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
