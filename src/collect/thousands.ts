/**
 * A count as the app writes it: "5,000". By hand, not toLocaleString('en'): the first call of that
 * readies the browser's number formats, long enough to hold up the page that says it.
 */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
