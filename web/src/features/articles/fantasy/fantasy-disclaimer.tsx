/** The disclaimer block every fantasy article with a match ends with (SPEC section 2). */
export function FantasyDisclaimer() {
  return (
    <aside className="fantasy-disclaimer" aria-labelledby="fantasy-disclaimer-title">
      <h2 id="fantasy-disclaimer-title" className="fantasy-disclaimer__title">
        Disclaimer
      </h2>
      <p>
        These fantasy picks are the author's opinion, based on form, conditions and the probable playing XIs. Check the
        final line-ups after the toss before you finalise a team. Fantasy sports involve an element of financial risk and
        may be habit-forming; please play responsibly and at your own risk.
      </p>
    </aside>
  );
}
