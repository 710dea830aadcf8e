import 'server-only';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, unknown>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/**
 * A self-contained API reference rendered from the OpenAPI document (works offline, no CDN
 * scripts). The machine-readable document is at /api/openapi.json.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> <small>${escapeHtml(p.in)}${p.required ? ', required' : ''}</small></li>`,
        )
        .join('');
      const statuses = Object.keys(op.responses ?? {})
        .map((s) => `<code>${escapeHtml(s)}</code>`)
        .join(' ');
      return `<section><h2><span class="m">${escapeHtml(method.toUpperCase())}</span> <code>/api${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? '')}</p>${params ? `<ul>${params}</ul>` : ''}<p>Responses: ${statuses}</p></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} — reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1.05rem}.m{display:inline-block;min-width:3.5rem;color:#1d4ed8}
code{background:#f3f4f6;padding:0 .25rem;border-radius:.25rem}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1><p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are JSON <code>{ code, message, fields? }</code>.</p>
${rows.join('\n')}</main></body></html>`;
}
