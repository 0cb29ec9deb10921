import { BACK_TO_TOP_AFTER_PX } from '../../../shared/constants';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { Icon } from './icon';

/** Shown once the page is scrolled past BACK_TO_TOP_AFTER_PX (SPEC section 9). */
export function BackToTop() {
  const show = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!show) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Back to top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the content, not from a button that just vanished.
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
