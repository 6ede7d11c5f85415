import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served by the gateway at /, next to /api and /graphql; in `vite`
// dev mode those are proxied to a running gateway.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
    },
  },
});
