import type { Config } from '@react-router/dev/config';

// BASE_PATH is fixed at build time: the client bundle and the router both need it.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. the tests' BASE_PATH build) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  basename: basePath === '' ? '/' : basePath,
  future: { v8_middleware: false },
} satisfies Config;
