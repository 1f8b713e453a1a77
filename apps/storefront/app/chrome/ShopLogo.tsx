/** The shop's mark: a tank drawn inline so the header needs no extra request. */
export function ShopLogo() {
  return (
    <svg width="168" height="40" viewBox="0 0 168 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0b4f6c" />
      <path d="M6 25c0-5.5 6.3-10 14-10s14 4.5 14 10c0 3-6.3 5-14 5s-14-2-14-5z" fill="#5bc0eb" />
      <path d="M20 6c3.2 4.4 5 7 5 9.4a5 5 0 0 1-10 0c0-2.4 1.8-5 5-9.4z" fill="#fff" />
      {/* One text with a space between the words, so the link's name ("Citerne souple – accueil") holds it. */}
      <text fontFamily="inherit" fontSize="15" fill="#1f2933">
        <tspan x="48" y="19" fontWeight="700" fill="#0b4f6c">
          Citerne
        </tspan>
        <tspan x="48" y="35" fontWeight="400">
          {' souple'}
        </tspan>
      </text>
    </svg>
  );
}
