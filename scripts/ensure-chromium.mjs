// The browser tests use Debian's Chromium, never a downloaded browser; install it when missing. Two
// packages of the same Debian build: `chromium` (the benchmarks, and the browser a person runs) and
// `chromium-headless-shell`, its old headless mode, which the browser tests run in (README, "The test run").
import fs from 'node:fs';
import { run } from './ensure-installed.mjs';

const packages = [
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' },
];

export function ensureChromium() {
  // A browser of one's own choosing (CHROMIUM_PATH) is the runner's to install.
  if (process.env.CHROMIUM_PATH) return;
  const missing = packages.filter(({ binary }) => !fs.existsSync(binary)).map(({ name }) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing; install it with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests …`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
