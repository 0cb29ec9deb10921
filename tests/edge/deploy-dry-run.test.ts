import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

it('bundles the Worker for deployment without errors (wrangler deploy --dry-run)', async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'edge-bundle-'));
  try {
    await promisify(execFile)('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    const bundle = readdirSync(outdir).find((f) => f.endsWith('.js'));
    expect(bundle).toBeDefined();
    expect(existsSync(join(outdir, bundle!))).toBe(true);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
