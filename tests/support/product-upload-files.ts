/** CSV files for bulk-upload tests: a header and rows, joined as Excel writes them. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** `count` valid product rows: SKU `<prefix>-<n>`, a name, a price in pesos and stock. */
export function productRows(count: number, prefix = 'SKU', price = '199.50'): string[][] {
  return Array.from({ length: count }, (_, index) => [
    `${prefix}-${index + 1}`,
    `Producto ${index + 1}`,
    price,
    String(index % 50),
  ]);
}

export const BASIC_HEADER = ['sku', 'nombre', 'precio', 'existencias'] as const;
