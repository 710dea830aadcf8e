/**
 * The width of one card in a product slider (spec 01 §9): 1.5 cards a view on phones, 4.5 on
 * tablets and mobile, 5 on desktop. The left padding is the gap (the row's `-ml-4` hides the
 * first one). Kept out of the slider island so server components can read it.
 */
export const SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-2/3 snap-start pl-4 sm:basis-[22.222%] lg:basis-1/5';
