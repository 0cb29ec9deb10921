/** The site's mark: a red ball with its seam. Sized by the caller. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="var(--ball)" />
      <path
        d="M17 12c9 9 9 31 0 40M47 12c-9 9-9 31 0 40"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeDasharray="3.5 3"
        strokeLinecap="round"
      />
    </svg>
  );
}
