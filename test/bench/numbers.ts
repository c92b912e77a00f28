/** The median of some measurements. */
export function median(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return Number.isInteger(middle) ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2 : (sorted[Math.floor(middle)] ?? 0)
}

/** "median (min–max)", each number formatted. */
export const summary = (numbers: number[], format: (n: number) => string, unit = '') =>
  `${format(median(numbers))}${unit} (${format(Math.min(...numbers))}–${format(Math.max(...numbers))})`

export const whole = (n: number) => String(Math.round(n))
