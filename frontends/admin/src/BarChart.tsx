import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only what a bar chart needs, so the rest of chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** The series name, read by screen readers and the tooltip. */
  label: string;
}

/** Loaded lazily by the tabs that chart something, so chart.js comes only with those tabs. */
export default function BarChart({ labels, values, label }: BarChartProps) {
  return (
    <div className="h-56 w-full sm:h-72">
      <Bar
        aria-label={label}
        role="img"
        data={{ labels, datasets: [{ label, data: values, backgroundColor: '#e11d48' }] }}
        options={{ maintainAspectRatio: false, responsive: true, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true } } }}
      />
    </div>
  );
}
