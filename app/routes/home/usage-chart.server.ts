import { scaleBand, scaleLinear } from "@visx/scale";
import type { ChartDrawing, ChartPicture } from "./usage/chart.tsx";
import * as styles from "./usage.css.ts";

// The usage chart's picture, worked out on the server with visx's scales: where each bar, grid
// line and label goes, in whole units. The page draws it (./usage/chart.tsx) as plain SVG, so the
// browser gets neither the charting code nor the picture twice (markup in the page and again, as
// a string, in its loader data).

export type ChartSeries = {
  key: string;
  label: string;
  /** Fill of the bars (a theme chart colour). */
  className: string;
  /** Colour of the legend swatch. */
  swatchClassName: string;
  values: readonly number[];
};

export type BarChartProps = {
  id: string;
  /** Accessible name of the chart. */
  title: string;
  /** Accessible description: what it shows and where the same numbers are as a table. */
  description: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  xLabel: string;
  yLabel: string;
  formatTick?: (value: number) => string;
};

/**
 * Two drawings of one chart, as CSS picks by the screen's width (no script measures it): the SVG
 * scales to its box, so text sized for a wide box would be a few pixels high on a phone. The
 * narrow drawing is about as wide, in its own units, as a phone's column in CSS pixels, with
 * fewer ticks and larger text, so its labels render at 12 px or more there.
 */
type Layout = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  fontSize: number;
  yTicks: number;
  className: string;
};

const WIDE: Layout = {
  width: 760,
  height: 320,
  top: 16,
  right: 16,
  bottom: 52,
  fontSize: 12,
  yTicks: 5,
  className: styles.chartWide,
};
const NARROW: Layout = {
  width: 300,
  height: 260,
  top: 12,
  right: 8,
  bottom: 60,
  fontSize: 14,
  yTicks: 4,
  className: styles.chartNarrow,
};

/** Roughly how wide a label is in the system sans-serif, in the chart's units. */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62;

/** A grouped bar chart's picture: its words, its series and a drawing for each width. */
export function chartPicture(props: BarChartProps): ChartPicture {
  return {
    title: props.title,
    description: props.description,
    xLabel: props.xLabel,
    yLabel: props.yLabel,
    series: props.series.map(({ key, label, className, swatchClassName }) => ({
      key,
      label,
      className,
      swatchClassName,
    })),
    drawings: [drawing(props, props.id, WIDE), drawing(props, `${props.id}-narrow`, NARROW)],
  };
}

function drawing({ categories, series, formatTick = String }: BarChartProps, id: string, layout: Layout): ChartDrawing {
  const { width, height, fontSize } = layout;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const innerHeight = height - layout.top - layout.bottom;
  const y = scaleLinear<number>({
    domain: [0, max > 0 ? max : 1],
    range: [innerHeight, 0],
    nice: layout.yTicks,
    round: true,
  });
  const yTicks = y.ticks(layout.yTicks).map((value) => ({ at: y(value), label: formatTick(value) }));
  // Room on the left for the longest tick label and the axis title beside it.
  const tickWidth = Math.max(...yTicks.map((t) => textWidth(t.label, fontSize)));
  const left = Math.ceil(tickWidth + 8 + fontSize * 1.6);
  const innerWidth = width - left - layout.right;
  // Whole units: the same picture, without 15-digit coordinates.
  const x = scaleBand<string>({ domain: [...categories], range: [0, innerWidth], padding: 0.2, round: true });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
    round: true,
  });
  // Every category's label where they fit side by side, else every second, third… from the first.
  const widest = Math.max(...categories.map((c) => textWidth(c, fontSize) + fontSize / 2));
  const step = Math.max(1, Math.ceil(widest / x.step()));
  const xTicks = categories
    .filter((_, index) => index % step === 0)
    .map((category) => ({ at: (x(category) ?? 0) + Math.round(x.bandwidth() / 2), label: category }));
  return {
    id,
    width,
    height,
    className: layout.className,
    fontSize,
    left,
    top: layout.top,
    innerWidth,
    innerHeight,
    yTicks,
    xTicks,
    yLabelOffset: Math.ceil(tickWidth + 4),
    barWidth: inner.bandwidth(),
    bars: series.map((s) =>
      categories.flatMap((category, index) => [
        (x(category) ?? 0) + (inner(s.key) ?? 0),
        Math.min(innerHeight, y(s.values[index] ?? 0) ?? innerHeight),
      ]),
    ),
  };
}
