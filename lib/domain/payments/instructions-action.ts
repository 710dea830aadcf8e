// The payment page's "get my voucher / transfer details" button (issue 25): a plain form POST to
// `{page}/instrucciones`, answered with a 303 back to the page, so it works without JavaScript.

/** Where the button's form posts. */
export function startInstructionsAction(page: string): string {
  return `${page}/instrucciones`;
}
