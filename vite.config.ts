import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// App build. Tests (vitest.config.ts) and Storybook (.storybook/main.ts) reuse it.
export default defineConfig({
  plugins: [react()],
  css: {
    modules: {
      // Readable class names in dev and Storybook, short hashes in production.
      generateScopedName: process.env.NODE_ENV === 'production' ? '[hash:base64:6]' : '[name]__[local]',
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
