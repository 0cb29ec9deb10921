// What the sanitiser's browser test watches and does on a page of upstream HTML: it records every
// call to __xss (and 'xss:n' messages from frames of other origins) and every dialog, clicks, hovers
// and focuses everything the content holds, and audits the DOM the content left behind.
import type { BrowserContext, Page } from 'playwright-core';

export interface XssWatch {
  hits: { n: number; frame: string }[];
  dialogs: string[];
  /** Where the content's links and forms tried to go when clicked or submitted. */
  followed: string[];
}

/** The frame globals the init script and the payloads use. */
interface ProbeWindow {
  __xss(n: number): void;
  __xssHit(n: number): void;
  __xssFollowed(url: string): void;
}

/**
 * Runs in every frame before any page script: defines __xss, and lets a click or submit inside the
 * content go ahead only when it is not a page load (a javascript: URL that gets through must run,
 * and be seen), so the visitor stays on the page under test.
 */
function installProbe(contentSelector: string): void {
  const probe = window as unknown as ProbeWindow;
  probe.__xss = (n) => probe.__xssHit(n);
  window.addEventListener('message', (event) => {
    const hit = /^xss:(\d+)$/.exec(String(event.data));
    if (hit) probe.__xssHit(Number(hit[1]));
  });
  const follow = (raw: string, event: Event) => {
    let url: URL | null = null;
    try {
      url = new URL(raw, document.baseURI);
    } catch {
      // Not a URL at all: nothing to load, but still worth recording.
    }
    probe.__xssFollowed(url?.href ?? raw);
    if (url && ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) event.preventDefault();
  };
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a, area') : null;
      if (!link?.closest(contentSelector)) return;
      // An SVG link's href can be animated: what a click follows is the animated value.
      const raw = link instanceof SVGAElement ? link.href.animVal : link.getAttribute('href');
      if (raw) follow(raw, event);
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const button = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      if (form?.closest(contentSelector)) follow(button?.formAction || form.action, event);
    },
    true,
  );
}

/** Watches every page of the context; also refuses every request that would leave this machine. */
export async function watchXss(context: BrowserContext, contentSelector: string): Promise<XssWatch> {
  const watch: XssWatch = { hits: [], dialogs: [], followed: [] };
  await context.exposeBinding('__xssHit', ({ frame }, n: unknown) => void watch.hits.push({ n: Number(n), frame: frame.url() }));
  await context.exposeBinding('__xssFollowed', (_source, url: unknown) => void watch.followed.push(String(url)));
  await context.addInitScript(installProbe, contentSelector);
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return watch;
}

/**
 * Hovers, focuses and clicks everything in the content. Every element gets the hover and focus
 * events; every link, control or focusable element is clicked with the real mouse (which hovers it
 * on the way) where the pointer reaches it, and with a synthetic click where it is covered or
 * hidden, so an overlay that takes every real click cannot hide what lies beneath it. Waits first
 * for the content's images to load or fail, so load and error handlers that survived have had their
 * chance to run (a frame's handlers or srcdoc are caught by the audit).
 */
export async function exercise(page: Page, contentSelector: string): Promise<void> {
  // A lazy image below the fold would never settle; its handlers, had any survived, the audit names.
  await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every((root) => Array.from(root.querySelectorAll('img')).every((img) => img.complete || img.loading === 'lazy')),
    contentSelector,
  );

  await page.evaluate((selector) => {
    for (const root of Array.from(document.querySelectorAll(selector))) {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) {
          element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
        }
        if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
      }
    }
  }, contentSelector);

  const interactive = page.locator(`:is(${contentSelector}) :is(a, area, button, input, select, textarea, summary, label, [tabindex], [contenteditable], [onclick])`);
  for (const element of await interactive.all()) {
    const reachable = await element.evaluate((el) => {
      if (!el.checkVisibility()) return false;
      el.scrollIntoView({ block: 'center' });
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && (top === el || el.contains(top));
    });
    if (reachable) await element.click({ force: true });
    else await element.dispatchEvent('click');
  }
  // Two rendering updates: autofocus and animation events are delivered at the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What the content's DOM holds that it must not: each entry names the rule and the element. */
export async function auditContent(page: Page, contentSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const FORBIDDEN = ['script', 'style', 'link', 'meta', 'base', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'frame', 'frameset'];
    const EMBED_HOSTS = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com'];
    const allowedEmbed = (src: string | null) => {
      try {
        const url = new URL(src ?? '');
        return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname) && url.pathname.startsWith('/embed/') && !url.username && !url.port;
      } catch {
        return false;
      }
    };
    const problems: string[] = [];
    const roots = Array.from(document.querySelectorAll(selector));
    if (roots.length === 0) problems.push(`nothing matches ${selector}`);
    for (const root of roots) {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const tag = element.localName;
        const say = (rule: string) => problems.push(`${rule}: ${element.outerHTML.slice(0, 140)}`);
        if (element.namespaceURI !== XHTML) say(`foreign element <${tag}>`);
        if (FORBIDDEN.includes(tag)) say(`forbidden element <${tag}>`);
        for (const { name, value } of Array.from(element.attributes)) {
          const lower = name.toLowerCase();
          // Browsers ignore blanks and control characters in a scheme ('java\tscript:').
          const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (lower.startsWith('on')) say(`handler ${name}`);
          if (lower === 'style' || lower === 'srcdoc') say(`attribute ${name}`);
          if (/^(javascript|vbscript):/.test(compact)) say(`script URL in ${name}`);
          if (compact.startsWith('data:') && !(tag === 'img' && lower === 'src' && compact.startsWith('data:image/'))) say(`data: URL in ${name}`);
        }
        if (tag === 'iframe' && !allowedEmbed(element.getAttribute('src'))) say('iframe outside the embed allowlist');
        const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
        if (element.getAttribute('target') === '_blank' && !(rel.includes('noopener') && rel.includes('noreferrer'))) say('target _blank without noopener noreferrer');
        const position = getComputedStyle(element).position;
        if (['fixed', 'absolute', 'sticky'].includes(position)) say(`positioned ${position}`);
      }
    }
    return problems;
  }, contentSelector);
}
