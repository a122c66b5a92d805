import { describe, expect, it } from 'vitest';
import { precacheOf, serviceWorkerSource } from './service-worker-plugin.js';

const build = [
  { name: 'index.html', content: '<script src="/assets/index-A1.js"></script>' },
  { name: 'assets/index-A1.js', content: 'export {};' },
  { name: 'assets/bot-worker-B2.js', content: new Uint8Array([1, 2, 3]) },
  { name: 'assets/index-A1.js.map', content: '{}' },
  { name: 'sw.js', content: 'old worker' },
  { name: 'manifest.webmanifest', content: '{"name":"Tabula"}' },
  { name: 'icons/icon-192.png', content: new Uint8Array([137, 80]) },
  { name: '.well-known/x', content: '' },
];

describe('the service worker plugin', () => {
  it('precaches every file the client fetches, sorted, without the worker itself, source maps or dotfiles', () => {
    expect(precacheOf(build).files).toEqual(['assets/bot-worker-B2.js', 'assets/index-A1.js', 'icons/icon-192.png', 'index.html', 'manifest.webmanifest']);
  });

  it("names the cache after the build's files, so the same build keeps its cache and any change gets a new one", () => {
    const { cacheName } = precacheOf(build);
    expect(cacheName).toMatch(/^tabula-[0-9a-f]{16}$/);
    expect(precacheOf([...build].reverse()).cacheName).toBe(cacheName);
    // Not counted: what is not precached.
    expect(precacheOf(build.map((file) => (file.name === 'sw.js' ? { ...file, content: 'new worker' } : file))).cacheName).toBe(cacheName);
    // Counted: a renamed asset, and a changed file whose name stays (the manifest, an icon).
    expect(precacheOf(build.map((file) => (file.name === 'assets/index-A1.js' ? { ...file, name: 'assets/index-C3.js' } : file))).cacheName).not.toBe(cacheName);
    expect(precacheOf(build.map((file) => (file.name === 'manifest.webmanifest' ? { ...file, content: '{"name":"Tabula!"}' } : file))).cacheName).not.toBe(cacheName);
  });

  it('writes the precache list ahead of the worker code', () => {
    const precache = precacheOf(build);
    const source = serviceWorkerSource(precache, 'self.addEventListener("install", () => {});');
    expect(source.startsWith('const PRECACHE = ')).toBe(true);
    expect(JSON.parse(source.slice('const PRECACHE = '.length, source.indexOf(';\n')))).toEqual(precache);
    expect(source.endsWith('self.addEventListener("install", () => {});')).toBe(true);
  });
});
