import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registry } from '@tabula/games';
import { App } from './app.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App games={registry.list()} store={window.localStorage} />
  </StrictMode>,
);
