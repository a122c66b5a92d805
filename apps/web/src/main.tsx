import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registry } from '@tabula/games';
import { App } from './app.js';
import { registerServiceWorkerAfterLoad } from './offline/register-service-worker.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App games={registry.list()} store={window.localStorage} />
  </StrictMode>,
);

// The service worker (offline play) only in a build: in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
