/** The `name` the nav bar's `<details>` panels share, so only one is open at a time. */
export const NAV_PANEL_GROUP = 'shop-nav-panel';
