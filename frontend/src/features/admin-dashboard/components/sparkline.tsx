import styles from './dashboard.module.css';

const WIDTH = 120;
const HEIGHT = 32;

/**
 * A tiny line of the month's days, drawn as inline SVG (a chart library would be more than the card's figure
 * weighs). Decorative: the card's figure and its change vs the previous period say the same in words.
 */
export function Sparkline({ values: days }: { values: number[] }) {
  // On the 1st there is one day: a level line rather than no line.
  const values = days.length === 1 ? [days[0], days[0]] : days;
  if (values.length === 0) return null;
  const top = Math.max(...values, 0);
  const bottom = Math.min(...values, 0);
  const span = top - bottom || 1;
  const points = values
    .map((value, at) => {
      const x = (at / (values.length - 1)) * WIDTH;
      const y = HEIGHT - 2 - ((value - bottom) / span) * (HEIGHT - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkline"
      data-points={days.length}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
