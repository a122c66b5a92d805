import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.js';

function containerThat(register: ServiceWorkerContainer['register']): ServiceWorkerContainer {
  return { register } as ServiceWorkerContainer;
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("registers the build's sw.js for the whole site under the base path", async () => {
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn(() => Promise.resolve(registration));
    await expect(registerServiceWorker(containerThat(register), '/tabula/')).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/tabula/sw.js', { scope: '/tabula/' });
  });

  it('does nothing without service workers, and turns a refused registration into a console warning, never an error', async () => {
    await expect(registerServiceWorker(null, '/')).resolves.toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = containerThat(() => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')));
    await expect(registerServiceWorker(refused, '/')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
