import * as styles from "#app/routes/home/usage.css.ts";

/**
 * A usage chart as the loader worked it out (usage-chart.server.ts): its accessible name and
 * description, the axis titles, the series (their fills and legend swatches) and one drawing per
 * width, with every position already in the drawing's units.
 */
export type ChartPicture = {
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  series: { key: string; label: string; className: string; swatchClassName: string }[];
  drawings: ChartDrawing[];
};

export type ChartDrawing = {
  id: string;
  width: number;
  height: number;
  /** Which screen width shows this drawing (the other is not displayed, so not read either). */
  className: string;
  fontSize: number;
  /** The plot's offset within the drawing, and its size. */
  left: number;
  top: number;
  innerWidth: number;
  innerHeight: number;
  yTicks: { at: number; label: string }[];
  /** The centre of each labelled category. */
  xTicks: { at: number; label: string }[];
  /** The y axis title's distance from its tick marks. */
  yLabelOffset: number;
  barWidth: number;
  /** Per series, each category's bar as its left edge and top: [x, y, x, y, …]. */
  bars: number[][];
};

const TICK = 8;

/**
 * A grouped bar chart drawn as SVG from its picture, with no charting code. Each drawing is one
 * image to assistive technology (role="img", named and described); the page shows the same data
 * as a table, so the drawing's own labels are hidden from it.
 */
export function UsageChart({ picture }: { picture: ChartPicture }) {
  return (
    <figure className={styles.chartFigure}>
      {picture.drawings.map((drawing) => (
        <Drawing key={drawing.id} picture={picture} drawing={drawing} />
      ))}
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          {picture.series.map((s) => (
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

function Drawing({ picture, drawing: d }: { picture: ChartPicture; drawing: ChartDrawing }) {
  const titleId = `${d.id}-title`;
  const descId = `${d.id}-desc`;
  const fs = d.fontSize;
  return (
    <svg
      id={d.id}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${d.width} ${d.height}`}
      className={`${styles.chart} ${d.className}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{picture.title}</title>
      <desc id={descId}>{picture.description}</desc>
      <g aria-hidden="true" transform={`translate(${d.left}, ${d.top})`} fontSize={fs}>
        {d.yTicks.map((tick, i) => (
          <line key={i} x1={0} x2={d.innerWidth} y1={tick.at} y2={tick.at} className={styles.grid} />
        ))}
        {d.bars.flatMap((bars, s) =>
          Array.from({ length: bars.length / 2 }, (_, i) => {
            const [x = 0, y = 0] = [bars[2 * i], bars[2 * i + 1]];
            const className = picture.series[s]?.className;
            return (
              <rect key={`${s}-${i}`} x={x} y={y} width={d.barWidth} height={d.innerHeight - y} className={className} />
            );
          }),
        )}
        <g className={styles.axisLine} shapeRendering="crispEdges">
          <line x1={0} x2={0} y1={0} y2={d.innerHeight} />
          <line x1={0} x2={d.innerWidth} y1={d.innerHeight} y2={d.innerHeight} />
          {d.yTicks.map((tick, i) => (
            <line key={i} x1={-TICK} x2={0} y1={tick.at} y2={tick.at} />
          ))}
          {d.xTicks.map((tick, i) => (
            <line key={i} x1={tick.at} x2={tick.at} y1={d.innerHeight} y2={d.innerHeight + TICK} />
          ))}
        </g>
        <g className={styles.axisText}>
          {d.yTicks.map((tick, i) => (
            <text key={i} x={-TICK} y={tick.at} dx="-0.25em" dy="0.25em" textAnchor="end">
              {tick.label}
            </text>
          ))}
          {d.xTicks.map((tick, i) => (
            <text key={i} x={tick.at} y={d.innerHeight + TICK + fs} dy="0.25em" textAnchor="middle">
              {tick.label}
            </text>
          ))}
          <text transform="rotate(-90)" x={-d.innerHeight / 2} y={-(TICK + d.yLabelOffset)} textAnchor="middle">
            {picture.yLabel}
          </text>
          {/* Below the tick labels: the tick, the gap, the labels' height, then the title's own. */}
          <text x={d.innerWidth / 2} y={d.innerHeight + TICK + (fs + 4) + fs + fs} textAnchor="middle">
            {picture.xLabel}
          </text>
        </g>
      </g>
    </svg>
  );
}
