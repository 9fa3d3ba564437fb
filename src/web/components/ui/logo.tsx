/**
 * The product's logo (the same drawing as public/logo.svg, the favicon), drawn in the page. As an
 * `<img src="/logo.svg">` every page that showed it, or preloaded it, paid for an SVG document of its
 * own: Chromium builds one per SVG image, 60-120 ms of a slow phone's main thread (issue 17).
 * Without `label` it is decoration, hidden from screen readers like an `<img alt="">`.
 */
export function Logo({ label, className }: { label?: string; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 120"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d="M60 6 104 22v34c0 28-18.5 48.5-44 58C34.5 104.5 16 84 16 56V22Z" fill="#1d3f6e" />
      <path d="M60 16 95 29v27c0 22.5-14.5 39.5-35 47.5C39.5 95.5 25 78.5 25 56V29Z" fill="#fff" />
      <circle cx="60" cy="44" r="10" fill="#2f6db5" />
      <path d="M42 80c0-11 8-19 18-19s18 8 18 19" fill="none" stroke="#2f6db5" strokeWidth="7" strokeLinecap="round" />
      <path d="M30 58h12M78 58h12" stroke="#1d3f6e" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
