/** The browser's service workers, or null in a browser (or a context) that has none. */
function browserServiceWorkers(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/**
 * Registers the service worker (`sw.js`, written into the build by build/service-worker-plugin.ts), which
 * precaches the client so the local games work offline after the first visit. Only in a browser that has
 * service workers; a failure (an old browser, a private window that refuses them, an insecure origin) only
 * means no offline play, so it is reported on the console and never thrown.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | null = browserServiceWorkers(),
  base: string = import.meta.env.BASE_URL,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register(`${base}sw.js`, { scope: base });
  } catch (error) {
    console.warn('Offline play is unavailable: the service worker did not register.', error);
    return null;
  }
}

/** Registers the service worker once the page has loaded, so it does not compete with the first page's own files. */
export function registerServiceWorkerAfterLoad(): void {
  if (!browserServiceWorkers()) return;
  const register = () => {
    void registerServiceWorker();
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
