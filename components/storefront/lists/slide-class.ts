/**
 * The class of one card in a product slider (spec 01 §9): 1.5 cards a view on phones, 4.5 on
 * tablets and mobile, 5 on desktop. The `slide` component class of app/globals.css holds the
 * sizes (`basis-2/3 sm:basis-[22.222%] lg:basis-1/5`, the left padding is the gap the row's
 * `-ml-4` hides on the first one): every slide of the home repeats it, in its HTML and its flight
 * data (issue 23). Kept out of the slider island so server components can read it.
 */
export const SLIDE_CLASS = 'slide';
