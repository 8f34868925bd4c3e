import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import * as styles from "./usage.css.ts";

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

/**
 * A grouped bar chart rendered as SVG on the server (no client-only charting). The SVG is one
 * image to assistive technology (role="img", named and described); the page shows the same
 * data as a table. Only one of the two drawings is displayed at a time, so only one is an image.
 */
export function BarChart(props: BarChartProps) {
  return (
    <figure className={styles.chartFigure}>
      <ChartDrawing {...props} layout={WIDE} />
      <ChartDrawing {...props} id={`${props.id}-narrow`} layout={NARROW} />
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          {props.series.map((s) => (
            <li key={s.key} className={styles.legendItem}>
              <span className={s.swatchClassName} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function ChartDrawing({
  id,
  title,
  description,
  categories,
  series,
  xLabel,
  yLabel,
  formatTick = String,
  layout,
}: BarChartProps & { layout: Layout }) {
  const { width, height, fontSize } = layout;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const innerHeight = height - layout.top - layout.bottom;
  const y = scaleLinear<number>({
    domain: [0, max > 0 ? max : 1],
    range: [innerHeight, 0],
    nice: layout.yTicks,
    round: true,
  });
  const yTicks = y.ticks(layout.yTicks);
  // Room on the left for the longest tick label and the axis title beside it.
  const tickWidth = Math.max(...yTicks.map((t) => textWidth(formatTick(t), fontSize)));
  const left = Math.ceil(tickWidth + 8 + fontSize * 1.6);
  const innerWidth = width - left - layout.right;
  // Whole pixels: the same picture, and markup without 15-digit coordinates (the page's HTML, and
  // its loader data, carry the chart).
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
  const xTicks = categories.filter((_, index) => index % step === 0);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const labelProps = { className: styles.axisText, fontSize };
  return (
    <svg
      id={id}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${width} ${height}`}
      className={`${styles.chart} ${layout.className}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {/* The drawing, axis labels included, is hidden from assistive technology: the image has its
          name and description, and the page has the same figures as a table. */}
      <g aria-hidden="true">
        <Group left={left} top={layout.top}>
          {yTicks.map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={styles.grid} />
          ))}
          {categories.map((category, index) => (
            <Group key={category} left={x(category) ?? 0}>
              {series.map((s) => {
                const value = s.values[index] ?? 0;
                const top = y(value) ?? innerHeight;
                return (
                  <Bar
                    key={s.key}
                    x={inner(s.key) ?? 0}
                    y={top}
                    width={inner.bandwidth()}
                    height={Math.max(0, innerHeight - top)}
                    className={s.className}
                  />
                );
              })}
            </Group>
          ))}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            label={yLabel}
            labelOffset={Math.ceil(tickWidth + 4)}
            tickFormat={(value) => formatTick(Number(value))}
            axisLineClassName={styles.axisLine}
            tickClassName={styles.axisText}
            labelProps={{ ...labelProps, textAnchor: "middle" }}
            tickLineProps={{ className: styles.axisLine }}
            tickLabelProps={labelProps}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            label={xLabel}
            labelOffset={fontSize + 4}
            tickFormat={(value) => String(value)}
            axisLineClassName={styles.axisLine}
            tickClassName={styles.axisText}
            labelProps={{ ...labelProps, textAnchor: "middle" }}
            tickLineProps={{ className: styles.axisLine }}
            tickLabelProps={labelProps}
          />
        </Group>
      </g>
    </svg>
  );
}
