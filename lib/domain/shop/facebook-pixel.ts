/** A Meta pixel id is a number (15–16 digits today); anything else is not loaded. */
export function facebookPixelId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return /^\d{5,20}$/.test(id) ? id : null;
}

/** Meta's standard pixel snippet for `pixelId` (checked digits only): loads fbevents.js, init, PageView. */
export function facebookPixelSnippet(pixelId: string): string {
  return [
    '!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};',
    "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;",
    "s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');",
    `fbq('init', '${pixelId}');`,
    "fbq('track', 'PageView');",
  ].join('');
}
