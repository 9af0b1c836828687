// The browser tests use Debian's Chromium, never a downloaded browser; install it when missing.
import fs from 'node:fs';
import { run } from './ensure-installed.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`No Chromium at ${chromiumPath}; install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests …');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
