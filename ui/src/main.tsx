import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './App';
import { BusyNotice } from './shared/BusyNotice';

// The Content-Security-Policy forbids eval: zod validates without compiling, and without probing
// whether it may (a caught probe is still reported as a violation).
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
    <BusyNotice />
  </StrictMode>,
);
