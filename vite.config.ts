import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default defineConfig({
  base: `${basePath}/`,
  plugins: [reactRouter()],
  resolve: {
    // package.json "imports" aliases (#app/*, #server/*) are resolved by Vite natively.
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { port: 5173 },
});
