import { createHash } from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';
import { EMPTY_STYLE_HASH, TOAST_STYLE_HASH } from '../../../edge/src/security/inline-styles';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every <style> element the installed sonner inserts when it loads, as a browser would get it. */
async function sonnerStyles(): Promise<string[]> {
  const styles: string[] = [];
  const fakeDocument = {
    head: { appendChild: () => undefined },
    createElement: () => ({ appendChild: (node: { text: string }) => styles.push(node.text) }),
    createTextNode: (text: string) => ({ text }),
  };
  vi.stubGlobal('document', fakeDocument);
  await import('sonner');
  return styles;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("allows exactly the style element sonner inserts: its CSS's hash and the empty one", async () => {
  const styles = await sonnerStyles();
  expect(styles).toHaveLength(1);
  expect(TOAST_STYLE_HASH, 'sonner changed its CSS: put the new hash in edge/src/security/inline-styles.ts').toBe(cspHash(styles[0]!));
  expect(EMPTY_STYLE_HASH).toBe(cspHash(''));
});
