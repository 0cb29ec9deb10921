// React Router's scroll restoration (each new page from its top, Back and Forward where the fan
// was), with one exception: the page the fan landed on stays where they scrolled it to. The edge's
// page can be read and scrolled before the app's code has run; the router, as it mounts, would scroll
// a page it did not navigate to back to its top.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router-dom';

/** Where the window stood when the app mounted (layout effects run in tree order: before the router's). */
function NoteLanding({ at }: { at: RefObject<number> }) {
  useLayoutEffect(() => {
    at.current = window.scrollY;
  }, [at]);
  return null;
}

/** Puts the window back where the fan had it, after the router's first scroll to the top. */
function KeepLanding({ at }: { at: RefObject<number> }) {
  useLayoutEffect(() => {
    if (at.current > 0 && window.scrollY !== at.current) window.scrollTo(0, at.current);
  }, [at]);
  return null;
}

export function PageScroll() {
  const landing = useRef(0);
  return (
    <>
      <NoteLanding at={landing} />
      <ScrollRestoration />
      <KeepLanding at={landing} />
    </>
  );
}
