import type { Config } from '@react-router/dev/config';

// BASE_PATH is fixed at build time: the client bundle and the router both need it.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default {
  ssr: true,
  basename: basePath === '' ? '/' : basePath,
  future: { v8_middleware: false },
} satisfies Config;
