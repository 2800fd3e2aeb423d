let started: Promise<void> | undefined;

/**
 * Starts the template areas' mock once, on first need; later callers share the same start.
 * The mock's code is a separate download, so the product itself never loads or waits for it.
 */
export function startTemplateMock(): Promise<void> {
  started ??= import('./in-page.ts')
    .then((m) => m.interceptTemplateCalls())
    .then(
      () => undefined,
      (err: unknown) => {
        // A failed download (network blip) may be retried by the next template page.
        started = undefined;
        throw err;
      },
    );
  return started;
}
