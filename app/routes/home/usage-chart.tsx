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

const WIDTH = 760;
const HEIGHT = 320;
const MARGIN = { top: 16, right: 16, bottom: 56, left: 80 };

/**
 * A grouped bar chart rendered as SVG on the server (no client-only charting). The SVG is one
 * image to assistive technology (role="img", named and described); the page shows the same
 * data as a table.
 */
export function BarChart({ id, title, description, categories, series, xLabel, yLabel, formatTick }: BarChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  // Whole pixels: the same picture, and markup without 15-digit coordinates (the page's HTML, and
  // its loader data, carry the chart).
  const x = scaleBand<string>({ domain: [...categories], range: [0, innerWidth], padding: 0.2, round: true });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
    round: true,
  });
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerHeight, 0], nice: true, round: true });
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={styles.chartFigure}>
      <svg
        id={id}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {/* The drawing, axis labels included, is hidden from assistive technology: the image has its
            name and description, and the page has the same figures as a table. */}
        <g aria-hidden="true">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(5).map((tick) => (
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
              numTicks={5}
              label={yLabel}
              labelOffset={48}
              tickFormat={(value) => (formatTick ? formatTick(Number(value)) : String(value))}
              axisLineClassName={styles.axisLine}
              tickClassName={styles.axisText}
              labelClassName={styles.axisText}
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.axisText, fontSize: 12 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              label={xLabel}
              labelOffset={16}
              tickFormat={(value) => String(value)}
              axisLineClassName={styles.axisLine}
              tickClassName={styles.axisText}
              labelClassName={styles.axisText}
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.axisText, fontSize: 12 }}
            />
          </Group>
        </g>
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          {series.map((s) => (
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
