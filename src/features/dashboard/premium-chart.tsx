import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';

// No tooltip plugin: the table under the chart gives each month's exact figure, and the bundle stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export interface PremiumChartProps {
  labels: string[];
  /** Naira as numbers, for drawing only. */
  values: number[];
  /** The bars as words, for those who cannot see them. */
  description: string;
}

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** Premium by month as bars, drawn by Chart.js (loaded with the dashboard's panels only). */
export default function PremiumChart({ labels, values, description }: PremiumChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label: 'Premium', data: values, backgroundColor: '#1f6feb', borderRadius: 4, maxBarThickness: 48 }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => naira.format(Number(value)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, values]);
  return (
    <div className="relative h-56">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
