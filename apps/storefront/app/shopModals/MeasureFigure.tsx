/**
 * The figure of the open-measure modal: a soft tank on its area, seen from above at an angle, with its length,
 * width and height arrows. Drawn in the current text colour so it follows the theme.
 */
export function MeasureFigure({
  label,
  length,
  width,
  height,
}: {
  label: string;
  length: string;
  width: string;
  height: string;
}) {
  return (
    <svg className="open-measure__figure" viewBox="0 0 320 200" role="img" aria-label={label}>
      <defs>
        <marker
          id="measure-arrow"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {/* The ground area. */}
      <path d="M40 120 L200 160 L290 110 L130 70 Z" fill="none" stroke="currentColor" strokeDasharray="6 4" />
      {/* The tank: a flattened pillow on the area. */}
      <path
        d="M70 115 Q75 95 130 88 L250 112 Q262 118 250 128 L200 148 Q190 152 178 149 L78 124 Q66 120 70 115 Z"
        fill="var(--ck-color-brand-soft)"
        stroke="var(--ck-color-brand)"
        strokeWidth="2"
      />
      {/* Length, along the front edge. */}
      <line
        x1="44"
        y1="136"
        x2="196"
        y2="174"
        stroke="currentColor"
        markerStart="url(#measure-arrow)"
        markerEnd="url(#measure-arrow)"
      />
      <text x="100" y="180" fontSize="14" fill="currentColor">
        {length}
      </text>
      {/* Width, along the right edge. */}
      <line
        x1="210"
        y1="172"
        x2="300"
        y2="122"
        stroke="currentColor"
        markerStart="url(#measure-arrow)"
        markerEnd="url(#measure-arrow)"
      />
      <text x="262" y="166" fontSize="14" fill="currentColor">
        {width}
      </text>
      {/* Free height above the area. */}
      <line
        x1="130"
        y1="20"
        x2="130"
        y2="84"
        stroke="currentColor"
        markerStart="url(#measure-arrow)"
        markerEnd="url(#measure-arrow)"
      />
      <text x="138" y="44" fontSize="14" fill="currentColor">
        {height}
      </text>
    </svg>
  );
}
