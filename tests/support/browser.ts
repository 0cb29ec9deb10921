// Debian's Chromium driven by playwright-core. Playwright's own browser download cannot run here,
// so a missing Chromium fails with the command that installs one.
//
// Two builds of the same Chromium (one Debian source package, one version):
// - the headless shell (chromium-headless-shell), which the tests run on, as Playwright's own headless
//   tests do: the same Blink, V8 and Skia without the desktop browser around them. On the 2-core CI
//   machine a page load costs its processes a third to a half of the full browser's CPU (0.85-1.7 s
//   against 2.4-3.8 s, home, the live schedule, a match centre and the news list), and the browser
//   tests are bound by that CPU;
// - the full browser (chromium), what a fan's Chrome is: the benches measure pages in it (Lighthouse,
//   bench:startup), and scripts that make images for people to look at use it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const PACKAGES = { [CHROMIUM_PATH]: 'chromium', [HEADLESS_SHELL_PATH]: 'chromium-headless-shell' };

/** The browser tests' Chromium, the headless shell; `{ full: true }` for the browser fans run. */
export async function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const executablePath = full ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
  if (!existsSync(executablePath)) {
    const variable = full ? 'CHROMIUM_PATH' : 'HEADLESS_SHELL_PATH';
    throw new Error(
      `No Chromium at ${executablePath}. Install Debian's: sudo apt-get install -y ${PACKAGES[executablePath] ?? 'chromium'} ` +
        `(or set ${variable} to another Chromium binary).`,
    );
  }
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
