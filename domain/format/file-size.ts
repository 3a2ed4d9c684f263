const UNITS = ['Bytes', 'Kb', 'Mb', 'Gb', 'Tb'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1));
  const size = bytes / 1024 ** exponent;
  // toFixed then Number() drops trailing zeros: 1.50 → 1.5, 2.00 → 2.
  return `${Number(size.toFixed(2))} ${UNITS[exponent]}`;
}
