import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../web/build/compile-hints';

type Bundle = Record<string, { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string }>;

/** Runs the plugin's generateBundle over `bundle` as the bundler would, last. */
function run(bundle: Bundle): Bundle {
  const hook = compileHints().generateBundle as { order: string; handler: (options: unknown, bundle: Bundle) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

describe('the compile hints', () => {
  it("puts the hint on every chunk's first line, ahead of what Vite wrote there", () => {
    const bundle = run({
      'assets/app.js': { type: 'chunk', fileName: 'assets/app.js', code: 'const __vite__mapDeps=1;\nexport{}' },
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: 'a{color:red}' },
    });
    expect(bundle['assets/app.js']).toMatchObject({ code: `${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}` });
    expect(bundle['assets/app.css']).toMatchObject({ source: 'a{color:red}' });
  });

  it("moves the chunk's source map down the one line, so stacks still point at the sources", () => {
    const map = { version: 3, sources: ['src/main.tsx'], names: [], mappings: ';AAAA,SAAS' };
    const bundle = run({
      'assets/app.js': { type: 'chunk', fileName: 'assets/app.js', code: 'x\nfunction f(){}' },
      'assets/app.js.map': { type: 'asset', fileName: 'assets/app.js.map', source: JSON.stringify(map) },
    });
    const moved = JSON.parse(String((bundle['assets/app.js.map'] as { source: string }).source));
    expect(moved).toEqual({ ...map, mappings: ';;AAAA,SAAS' });
  });
});
