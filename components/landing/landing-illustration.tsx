/**
 * The heroes' drawing: one store in the middle linked to the stores around it (a supplier's
 * products reaching many shops, or a reseller's shop joining the network). Decorative, inline,
 * in the platform's blues; it follows dark mode through `currentColor` and Tailwind classes.
 */
export function LandingIllustration() {
  const around = [
    [60, 60],
    [340, 70],
    [40, 250],
    [350, 260],
    [200, 20],
  ] as const;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 320"
      className="h-auto w-full max-w-md text-blue-700 dark:text-blue-300"
    >
      <g stroke="currentColor" strokeWidth="2" strokeDasharray="6 6" opacity="0.45">
        {around.map(([x, y]) => (
          <line key={`${x}-${y}`} x1="200" y1="165" x2={x} y2={y} />
        ))}
      </g>
      {around.map(([x, y]) => (
        <g key={`s-${x}-${y}`} transform={`translate(${x - 26} ${y - 22})`}>
          <rect
            width="52"
            height="44"
            rx="10"
            className="fill-white stroke-blue-300 dark:fill-gray-900 dark:stroke-blue-700"
            strokeWidth="2"
          />
          <path
            d="M10 16h32M14 16v18h24V16M20 34v-9h12v9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <g transform="translate(140 115)">
        <rect width="120" height="100" rx="22" fill="currentColor" />
        <path
          d="M26 38h68l-6-16H32zM30 38v40h60V38M52 78V58h16v20"
          fill="none"
          className="stroke-white dark:stroke-gray-950"
          strokeWidth="5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
