import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const SETUP_HINT = 'run `bash scripts/setup-test-env.sh` (installs Chromium and the Korean font from Debian packages)';

/**
 * Vitest globalSetup of the e2e project: the browser tests need the production build, Debian's
 * Chromium and a Korean font (without one, screenshots show empty boxes instead of Hangul).
 */
export default function setup(): void {
  if (!fs.existsSync('build/server/index.js') || !fs.existsSync('build/client/assets')) {
    throw new Error('No build found: run `npm run build` first (npm test does it for you).');
  }
  if (!fs.existsSync('/usr/bin/chromium')) {
    throw new Error(`Chromium is missing at /usr/bin/chromium: ${SETUP_HINT}.`);
  }
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    throw new Error(`fc-list (fontconfig) is not available, so the Korean font cannot be checked: ${SETUP_HINT}.`);
  }
  if (!/Noto Sans CJK/i.test(fonts)) {
    throw new Error(`No Korean font (Noto Sans CJK) is installed: ${SETUP_HINT}.`);
  }
}
