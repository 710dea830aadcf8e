/** The shop's back office under the shop base (spec 02 §2 "Shop admin routes"): pages, alerts and e-mails link them. */
export const ORDERS_REPORT_PATH = 'admin/reportes/ordenes';
export const CONTACTS_PATH = 'admin/contactos';
/** The return requests on the shop's orders (spec 02 §2 `/admin/solicitudes`; what it holds is ours). */
export const RETURNS_PATH = 'admin/solicitudes';
/** The invoices asked on the shop's orders (spec 02 §2 `/admin/facturas?InvoicesFilter=...`). */
export const INVOICES_PATH = 'admin/facturas';
/** The shop's collaborators page (spec 03 §7 "Collaborators"); its forms and query live in lib/domain/shop/collaborators-page.ts. */
export const COLLABORATORS_PATH = 'admin/colaboradores';
