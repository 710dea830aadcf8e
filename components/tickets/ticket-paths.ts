/** Where the order's ticket files download from (the API's plain GETs: links that need no script). */
export const ticketPaths = {
  one: (orderId: string, ticketId: string) =>
    `/api/orders/${encodeURIComponent(orderId)}/attendants/${encodeURIComponent(ticketId)}/pdf`,
  all: (orderId: string, kind: 'pdf' | 'zip') =>
    `/api/orders/${encodeURIComponent(orderId)}/attendants/${kind}`,
};
