import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only what a grouped bar chart with a legend needs (as the admin's BarChart), so the rest of chart.js stays out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface PostStatsSeries {
  /** The series name, in the legend and the tooltip. */
  label: string;
  values: number[];
  color: string;
}

export interface PostStatsChartProps {
  /** A label a day, oldest first (the axis skips some on a narrow screen; the tooltip names each). */
  labels: string[];
  series: PostStatsSeries[];
  /** What the chart shows, for screen readers (the totals above it say the numbers in words). */
  label: string;
}

/**
 * The ad page's day-by-day chart (issue 39): views and phone taps as bars a day. Loaded lazily by
 * PostStatsSection, so chart.js comes only once the numbers are there, never with the page's first paint.
 */
export default function PostStatsChart({ labels, series, label }: PostStatsChartProps) {
  return (
    <div className="h-56 w-full sm:h-64" data-testid="post-stats-chart">
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels,
          datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 2, maxBarThickness: 18 })),
        }}
        options={{
          maintainAspectRatio: false,
          responsive: true,
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } } },
          scales: {
            x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 } },
            y: { beginAtZero: true, ticks: { precision: 0 } },
          },
        }}
      />
    </div>
  );
}
