/**
 * The crash screen of SPEC section 8. Go to Home is a full page load rather than a client-side
 * navigation: whatever state broke the page is thrown away with it.
 */
export function CrashScreen() {
  return (
    <section className="crash-screen" role="alert" aria-labelledby="crash-title">
      <span className="crash-screen__mark" aria-hidden="true">
        !
      </span>
      <h1 id="crash-title">Something went wrong.</h1>
      <p className="muted">This page ran into a problem. Please start again from the home page.</p>
      <button type="button" className="button" onClick={() => window.location.assign('/')}>
        Go to Home
      </button>
    </section>
  );
}
