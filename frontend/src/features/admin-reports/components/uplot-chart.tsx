import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './reports.module.css';

/** The colours of the chosen range and of the period before it (canvas needs real colours, not CSS variables). */
export const CURRENT_COLOUR = '#2563eb';
export const PREVIOUS_COLOUR = '#94a3b8';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  colour: string;
}

interface UPlotChartProps {
  /** What the chart shows, in one sentence: its accessible name (the table view has the numbers). */
  label: string;
  /** One label per x position: buckets or names. */
  categories: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** How a y value is written on the axis and in the legend. */
  formatValue?: (value: number) => string;
  /** Counts: the y axis steps in whole numbers. */
  whole?: boolean;
  /** What the x axis and the legend call a category (the table keeps it in full). */
  shortLabel?: (category: string) => string;
  /** The legend's name for the x value ("Day", "Product"…). */
  xLabel?: string;
}

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

const HEIGHT = 240;

/**
 * A uPlot chart over categories (x is the position 0…n−1, written as its label). uPlot is a small canvas
 * chart library (MIT, ~50 KB gzip ~22 KB) in a chunk of its own that the charts fetch with import(), so no other
 * screen downloads it.
 */
export function UPlotChart({ label, ...drawn }: UPlotChartProps) {
  const { categories, series, kind, formatValue, whole, shortLabel, xLabel } = drawn;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let gone = false;
    let cleanUp = () => {};
    // The library and its styles come with the first chart, not with the admin area.
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (gone) return;
        cleanUp = draw(UPlot, element, { categories, series, kind, formatValue, whole, shortLabel, xLabel });
      })
      .catch(() => {
        // A chunk that failed to load (a new release, a lost connection): the table view still has the numbers.
        if (!gone) element.textContent = 'The chart could not be loaded; use the table view.';
      });
    return () => {
      gone = true;
      cleanUp();
    };
  }, [categories, series, kind, formatValue, whole, shortLabel, xLabel]);

  return <div ref={ref} className={styles.chart} role="img" aria-label={label} />;
}

/** Draws the chart into the element and follows its width; returns what takes it down again. */
function draw(
  UPlot: typeof uPlot,
  element: HTMLDivElement,
  {
    categories,
    series,
    kind,
    formatValue = String,
    whole = false,
    shortLabel = (category) => category,
    xLabel = '',
  }: Omit<UPlotChartProps, 'label'>,
): () => void {
  // Bars are for one series over categories (splits); lines compare a range with the period before it.
  const bars = kind === 'bars' ? UPlot.paths.bars?.({ size: [0.7, 60] }) : undefined;
  const chart = new UPlot(
    {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      scales: {
        x: { time: false, range: () => [-0.5, Math.max(0.5, categories.length - 0.5)] },
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          values: (_u, splits) =>
            splits.map((at) => (Number.isInteger(at) && categories[at] ? shortLabel(categories[at]) : '')),
          incrs: [1, 2, 5, 7, 10, 14, 30, 60, 90],
        },
        {
          values: (_u, splits) => splits.map((value) => formatValue(value)),
          size: 70,
          ...(whole ? { incrs: WHOLE_STEPS } : {}),
        },
      ],
      legend: { show: true },
      series: [
        { label: xLabel, value: (_u, at) => (at === null || !categories[at] ? '' : shortLabel(categories[at])) },
        ...series.map((line) => ({
          label: line.label,
          stroke: line.colour,
          fill: kind === 'bars' ? line.colour : undefined,
          width: kind === 'bars' ? 0 : 2,
          points: { show: kind === 'line' && categories.length <= 31 },
          paths: bars,
          value: (_u: uPlot, value: number | null) => (value === null ? '—' : formatValue(value)),
        })),
      ],
    },
    [categories.map((_, at) => at), ...series.map((line) => line.values)] as uPlot.AlignedData,
    element,
  );
  const observer = new ResizeObserver(() =>
    chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
