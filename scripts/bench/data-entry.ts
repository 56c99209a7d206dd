/** What scripts/bench-data.mjs needs of the app, bundled by it with esbuild. */
export { search } from '#app/features/search/search.server';
export { seedDemoContent } from '#server/adapters/seed/seed';
export { readEnv } from '#server/platform/env';
export { createServices } from '#server/platform/services';
export { countsAt, seedScaled, staffCookie } from './data-seed';
export { PAGE_BUDGETS, rangeFrom, SEARCH_QUERY_BUDGET_MS, SEARCH_TERMS } from './data-budgets';
