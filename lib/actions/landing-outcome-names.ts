// How a form's outcome reaches the page it lands on (landing-outcome.ts): the action sets the cookie, proxy.ts
// hands its value to the page's render in the header and expires the cookie. Its own file: proxy.ts must not load
// the server-only code that writes it.
export const landingOutcomeCookie = 'outcome';
/** Set by proxy.ts alone (it drops any the browser sent). */
export const landingOutcomeHeader = 'x-landed-outcome';
