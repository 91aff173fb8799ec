import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
