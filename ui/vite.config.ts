import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Production: `vite build` writes ui/dist, which the Node server serves at the API's origin.
 * Development: `vite` serves the UI and forwards /api to the server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The public bundle carries MUI, React and the shared zod contracts; react-admin loads apart.
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: which chunks each page loads first (the bench weighs them).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
