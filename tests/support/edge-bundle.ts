// The edge test files' global setup: the bundle `wrangler deploy` would upload, made once for the
// run, where every direct-runtime edge the files start finds it (scripts/direct-edge.ts). Made per
// edge, it cost each of some thirty edges a wrangler process and a bundling of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleEdge, EDGE_BUNDLE_DIR_ENV } from '../../scripts/direct-edge';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'edge-bundle-'));
  bundleEdge(dir);
  process.env[EDGE_BUNDLE_DIR_ENV] = dir;
  return () => {
    delete process.env[EDGE_BUNDLE_DIR_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
