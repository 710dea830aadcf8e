import type messages from '@/messages/es.json';

/** The team page's words (the `supplierTeam` namespace), passed from the server to its islands. */
export type SupplierTeamLabels = (typeof messages)['supplierTeam'];
