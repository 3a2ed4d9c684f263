/** Sends the browser to Paystack's payment page; it comes back to /paystack/redirect. */
export function leaveForPaystack(url: string): void {
  window.location.assign(url);
}
